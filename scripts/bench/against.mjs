/**
 * `npm run bench -- --against <dir> [--no-build]`: this checkout's public pages beside the same pages of
 * another checkout's build (`<dir>/.next`, e.g. a worktree of the commit before a change), served side by
 * side: first-load JS of each, and Lighthouse run alternately (this, that, this, …) so a busy machine
 * weighs on both alike. Prints each page's median score of each build and the difference.
 * Env: BENCH_PORT (this build; the other on the next port), BENCH_LIGHTHOUSE_RUNS (per page and build, default 5).
 */
import path from 'node:path';
import { lighthouse, pageWeight } from './measure.mjs';
import { serve, stop } from './servers.mjs';
import { NODE_FLAGS } from '../../server-flags.mjs';

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined;
};

export async function against({ root, other, pages, port, runs }) {
  const dataDir = (name) => `.data/bench-against-${name}-${Date.now()}`;
  const builds = [
    { name: 'this', dir: root, port },
    { name: path.relative(root, other) || other, dir: other, port: port + 1 },
  ];
  for (const build of builds) {
    build.server = await serve({ name: build.name, dir: build.dir, port: build.port, server: 'server.mjs', nodeFlags: NODE_FLAGS, env: { DATA_DIR: dataDir(build.port) } });
  }
  const rows = [];
  try {
    for (const page of pages) {
      const row = { page };
      for (const build of builds) row[build.name] = { js: (await pageWeight(build.server.base, page)).jsGzip, scores: [] };
      for (let i = 0; i < runs; i += 1) {
        for (const build of builds) row[build.name].scores.push((await lighthouse(build.server.base + page, root)).score);
      }
      for (const build of builds) row[build.name].score = median(row[build.name].scores);
      const [a, b] = builds.map((build) => row[build.name]);
      console.log(`${page}: JS ${(a.js / 1024).toFixed(1)} kB vs ${(b.js / 1024).toFixed(1)} kB; Lighthouse ${a.score} vs ${b.score} (${a.score - b.score >= 0 ? '+' : ''}${a.score - b.score}; runs ${a.scores.join('/')} vs ${b.scores.join('/')})`);
      rows.push(row);
    }
  } finally {
    for (const build of builds) await stop(build.server.child);
  }
  return { builds: builds.map((b) => ({ name: b.name, dir: b.dir })), rows };
}
