/**
 * The soak of `npm run bench -- --soak`: a mixed load (pages anonymous and signed in, BFF reads,
 * sign-ins, contract PDFs) for BENCH_SOAK_SECONDS (600), memory sampled every 30 s.
 */
import autocannon from 'autocannon';
import { memory } from './measure.mjs';

export async function soak({ base, pid, probeFile, cookie, pdfPath, seconds, connections = 10 }) {
  const signedIn = { cookie };
  const requests = [
    { method: 'GET', path: '/en' },
    { method: 'GET', path: '/en/dashboard', headers: signedIn },
    { method: 'GET', path: '/api/user/polices', headers: signedIn },
    { method: 'GET', path: '/ar/dashboard/motor', headers: signedIn },
    { method: 'GET', path: '/api/notifications/getUserNotifications', headers: signedIn },
    { method: 'POST', path: '/api/user/login', headers: { origin: base, 'content-type': 'application/json' }, body: JSON.stringify({ login: 'demo@portal.test', password: 'Demo1234' }) },
    { method: 'GET', path: '/ar/terms' },
    ...(pdfPath ? [{ method: 'GET', path: pdfPath, headers: signedIn }] : []),
  ];
  const samples = [];
  const sample = async () => samples.push({ s: Math.round((Date.now() - started) / 1000), ...(await memory(pid, probeFile)) });
  const started = Date.now();
  await sample();
  const timer = setInterval(() => { void sample(); }, 30_000);
  let result;
  try {
    result = await autocannon({ url: base, connections, duration: seconds, requests });
  } finally {
    clearInterval(timer);
  }
  await sample();
  return { requests: result.requests.total, non2xx: result.non2xx, errors: result.errors, samples };
}
