/**
 * deploy/nginx.conf as the tests and the benchmark run it: the same file with only its ports, its
 * paths and its user changed, so what they measure is what is deployed. Each change asserts that the
 * line it replaces is still there: a rewritten deploy/nginx.conf fails loudly instead of drifting.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Debian's nginx binary, or undefined when nginx is not installed. */
export const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file));

/**
 * @param {object} options
 * @param {string} options.prefix a folder for nginx's pid, logs and cache
 * @param {string} options.listen the address nginx listens on (`127.0.0.1:3476`)
 * @param {string[]} options.upstreams the instances (`127.0.0.1:3477`), each with the file's own options
 * @param {boolean} [options.accessLog] keep the JSON access log (in the prefix); off for benchmarks
 */
export function nginxConfig({ prefix, listen, upstreams, accessLog = true }) {
  let conf = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const swap = (from, to) => {
    const next = conf.replace(from, to);
    if (next === conf) throw new Error(`deploy/nginx.conf no longer has ${from}`);
    conf = next;
  };
  // As root nginx would drop its workers to www-data, who cannot read the test's folders.
  swap('user www-data;', process.getuid?.() === 0 ? 'user root;' : '');
  swap('pid /run/nginx-portal.pid;', `pid ${prefix}/nginx.pid;`);
  swap('error_log /var/log/nginx/portal-error.log warn;', `error_log ${prefix}/error.log warn;`);
  swap('access_log /var/log/nginx/portal-access.log portal;', accessLog ? `access_log ${prefix}/access.log portal;` : 'access_log off;');
  swap('/var/cache/nginx/portal ', `${prefix}/cache `);
  swap('/var/cache/nginx/portal-tiles ', `${prefix}/tiles-cache `);
  // The file's upstream lists two instances; the options of its first (max_fails…) go on each of ours.
  const servers = /(\n\s*)server 127\.0\.0\.1:3001( [^;]*)?;\s*server 127\.0\.0\.1:3002[^;]*;/.exec(conf);
  if (!servers) throw new Error('deploy/nginx.conf no longer has the upstream servers 127.0.0.1:3001 and :3002');
  const [, indent, options = ''] = servers;
  swap(servers[0], upstreams.map((address) => `${indent}server ${address}${options};`).join(''));
  swap('listen 80;', `listen ${listen};`);
  return conf;
}

/**
 * Writes the configuration into the prefix folder (a new one unless given), with the `logs` folder
 * nginx opens before it reads its configuration, and answers the arguments that run nginx from it in the foreground.
 */
export function prepareNginx({ prefix = mkdtempSync(path.join(tmpdir(), 'portal-nginx-')), ...options }) {
  mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig({ ...options, prefix }));
  return { prefix, args: ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'] };
}
