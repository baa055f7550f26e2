/** The bench's tables: each issue-13 target beside its measured value, ✓ met, ✗ missed, – not measured. */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const mb = (n) => (n === undefined ? '–' : `${n.toFixed(0)} MB`);
const mark = (ok) => (ok === undefined ? ' ' : ok ? '✓' : '✗');

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  const line = (row) => row.map((text, i) => String(text).padEnd(widths[i])).join(' | ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.slice(1).map(line)].join('\n');
}

/** "value (ratio×) ✓" when both are there. */
function versus(value, base, show, { max, min } = {}) {
  if (value === undefined || value === null || Number.isNaN(value)) return '–';
  const ratio = base ? value / base : undefined;
  const ok = ratio === undefined ? undefined : max !== undefined ? ratio <= max : ratio >= min;
  return `${show(value)}${ratio === undefined ? '' : ` (${ratio.toFixed(2)}×)`} ${mark(ok)}`;
}
const within = (value, show, { max, min }) =>
  value === undefined || value === null || Number.isNaN(value) ? '–' : `${show(value)} ${mark(max !== undefined ? value <= max : value >= min)}`;

/** The pages a customer lands on from search and SMS beside the styled minimal page: what the portal adds beyond its look. */
const LOOK_PAGES = ['/en', '/ar', '/en/cheques', '/ar/cheques', '/en/signin-signup', '/ar/signin-signup'];

function printStyledComparison(results) {
  const lang = (page) => (page.startsWith('/ar') ? '/ar' : '/en');
  const rows = [['page', 'Lighthouse (styled)', 'within 3 points', 'LCP (styled)', 'LCP ≤1.3×']];
  for (const page of ['/en', '/ar']) {
    const lh = results.minimalStyled?.[page]?.lighthouse;
    if (lh && !lh.error) rows.push([`minimal-styled ${page}`, String(lh.score), '', `${(lh.lcpMs / 1000).toFixed(2)} s`, '']);
  }
  let met = true;
  for (const page of LOOK_PAGES) {
    const lh = results.portal[page]?.lighthouse;
    const base = results.minimalStyled?.[lang(page)]?.lighthouse;
    if (!lh || lh.error || !base || base.error) {
      rows.push([page, '–', '–', '–', '–']);
      met = false;
      continue;
    }
    const scoreOk = lh.score >= base.score - 3;
    const lcpOk = lh.lcpMs <= base.lcpMs * 1.3;
    met &&= scoreOk && lcpOk;
    rows.push([page, `${lh.score} (${base.score})`, `${lh.score - base.score >= 0 ? '+' : ''}${lh.score - base.score} ${mark(scoreOk)}`,
      `${(lh.lcpMs / 1000).toFixed(2)} s (${(base.lcpMs / 1000).toFixed(2)} s)`, `${(lh.lcpMs / base.lcpMs).toFixed(2)}× ${mark(lcpOk)}`]);
  }
  console.log('\nLanding, cheques and sign-in beside the styled minimal page (the landing\'s heading and text, the portal\'s stylesheet and fonts, prerendered; Lighthouse median run)\n');
  console.log(table(rows));
  console.log(`all within the look targets: ${mark(met)}`);
}

export function printReport(results, { seconds, lighthouse }) {
  const lang = (page) => (page.startsWith('/ar') ? '/ar' : '/en');
  const publicRows = [['page', 'HTML gz ≤14 kB', 'first-load JS ≤1.3×', 'req/s ≥0.8×', 'CPU/req', 'Lighthouse ≥98', 'LCP ≤1.5×', 'CLS ≤0.02', 'fonts preloaded']];
  const row = (name, r, m, isMinimal) => {
    if (!r?.weight || r.weight.status !== 200) return [name, `HTTP ${r?.weight?.status ?? '—'}`, '', '', '', '', '', '', ''];
    const lh = r.lighthouse ?? {};
    return [
      name,
      within(r.weight.htmlGzip, kb, { max: 14 * 1024 }),
      isMinimal ? kb(r.weight.jsGzip) : versus(r.weight.jsGzip, m?.weight?.jsGzip, kb, { max: 1.3 }),
      isMinimal ? r.rps.average.toFixed(0) : versus(r.rps?.average, m?.rps?.average, (n) => n.toFixed(0), { min: 0.8 }),
      r.cpuPerRequest === undefined ? '–' : `${r.cpuPerRequest.toFixed(1)} ms`,
      lighthouse ? (lh.error ? `error: ${lh.error.slice(0, 30)}` : within(lh.score, String, { min: 98 })) : '–',
      lighthouse && !lh.error ? (isMinimal ? `${(lh.lcpMs / 1000).toFixed(2)} s` : versus(lh.lcpMs, m?.lighthouse?.lcpMs, (n) => `${(n / 1000).toFixed(2)} s`, { max: 1.5 })) : '–',
      lighthouse && !lh.error ? within(lh.cls, (n) => n.toFixed(3), { max: 0.02 }) : '–',
      `${r.weight.fonts.length}${r.weight.fonts.length ? ` (${r.weight.fonts.map((f) => f.split(/[-.]s[.-]/)[0]).join(', ')})` : ''}`,
    ];
  };
  for (const page of ['/en', '/ar']) if (results.minimal[page]) publicRows.push(row(`minimal ${page}`, results.minimal[page], undefined, true));
  for (const [page, r] of Object.entries(results.portal)) publicRows.push(row(page, r, results.minimal[lang(page)], false));
  console.log(`\nPublic pages, anonymous (autocannon 10 connections, ${seconds} s; ratios against the minimal page of the same language)\n`);
  console.log(table(publicRows));
  if (lighthouse) printStyledComparison(results);

  // Beside Next.js alone: the minimal app's pages rendered per request under the same nonce policy,
  // empty and with about the dashboard's markup (no data, no translations, no providers).
  const sizedPage = results.minimalDynamic?.['/en/dynamic/sized'];
  const sized = sizedPage?.rps?.average;
  const sizedCpu = sizedPage?.cpuPerRequest;
  const signedRows = [['rendered per request', 'p95 ≤150 ms', 'p50', 'req/s ≥60', 'req/s ≥0.5× sized minimal', 'CPU/req ≤2× sized minimal', 'first-load JS ≤1.6×', 'HTML']];
  const signedRow = (page, r, isMinimal) => {
    if (!r.rps) return [page, `HTTP ${r.weight.status}`, '', '', '', '', '', ''];
    return [
      page, within(r.rps.p95, (n) => `${n} ms`, { max: 150 }), `${r.rps.p50} ms`, within(r.rps.average, (n) => n.toFixed(0), { min: 60 }),
      isMinimal ? '' : versus(r.rps.average, sized, (n) => n.toFixed(0), { min: 0.5 }),
      r.cpuPerRequest === undefined ? '–' : isMinimal ? `${r.cpuPerRequest.toFixed(1)} ms` : versus(r.cpuPerRequest, sizedCpu, (n) => `${n.toFixed(1)} ms`, { max: 2 }),
      isMinimal ? kb(r.weight.jsGzip) : versus(r.weight.jsGzip, results.minimal['/en']?.weight?.jsGzip, kb, { max: 1.6 }),
      `${kb(r.weight.htmlBytes ?? NaN)}, ${kb(r.weight.htmlGzip)} gz`,
    ];
  };
  for (const [page, r] of Object.entries(results.minimalDynamic ?? {})) signedRows.push(signedRow(`minimal ${page}`, r, true));
  for (const [page, r] of Object.entries(results.signedIn)) signedRows.push(signedRow(page, r, false));
  console.log('\nRendered per request: signed in (embedded backend) beside the minimal app\'s dynamic pages (10 connections)\n');
  console.log(table(signedRows));

  const stepRows = [['first step of a flow, signed in', 'first-load JS ≤1.6×', 'HTML gz']];
  for (const [page, r] of Object.entries(results.steps ?? {})) {
    stepRows.push(r.weight.status === 200
      ? [page, versus(r.weight.jsGzip, results.minimal[lang(page)]?.weight?.jsGzip, kb, { max: 1.6 }), kb(r.weight.htmlGzip)]
      : [page, `HTTP ${r.weight.status}`, '']);
  }
  if (stepRows.length > 1) {
    console.log('\nPurchase, request and booking flows (the dashboard\'s JavaScript budget)\n');
    console.log(table(stepRows));
  }

  const m = results.memory;
  const memRows = [['memory', 'RSS', 'V8 heap used / total', 'ArrayBuffers (PGlite WebAssembly)', 'other native (code, caches, buffers)']];
  const memRow = (name, s) => s && memRows.push([name, mb(s.rssMb), `${mb(s.heapUsedMb)} / ${mb(s.heapTotalMb)}`, mb(s.arrayBuffersMb),
    s.heapTotalMb === undefined ? '–' : mb(s.rssMb - s.heapTotalMb - (s.externalMb ?? 0))]);
  memRow('started', m.started);
  memRow('warm (≤400 MB)', m.warm);
  memRow('after soak (≤ warm + 150 MB)', m.afterSoak);
  console.log('\nPortal server memory with the embedded backend\n');
  console.log(table(memRows));
  if (m.warm) console.log(`warm ≤ 400 MB: ${mark(m.warm.rssMb <= 400)}${m.afterSoak ? `   after soak within 150 MB of warm: ${mark(m.afterSoak.rssMb - m.warm.rssMb <= 150)} (${(m.afterSoak.rssMb - m.warm.rssMb).toFixed(0)} MB)` : '   (soak: run with --soak)'}`);
  if (results.soak) {
    console.log(`soak: ${results.soak.requests} requests, ${results.soak.non2xx} non-2xx, ${results.soak.errors} errors; RSS every 30 s: ${results.soak.samples.map((s) => s.rssMb.toFixed(0)).join(' ')} MB`);
  }
}
