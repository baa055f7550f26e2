import { headers } from 'next/headers';
import { Toggle } from './Toggle';

/**
 * Baseline for the signed-in pages (scripts/bench.mjs): a page rendered on every request with about
 * as much markup as the portal's dashboard (≈85 kB of HTML, RSC payload included), but no data, no
 * translations and no providers: what Next.js and React alone cost for a page of that size.
 */
const SECTIONS = Array.from({ length: 30 }, (_, i) => i);

function Icon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth={1.8}>
      <path d="M3 12h18M12 3v18M5 5l14 14" />
      <circle cx="12" cy="12" r="4" />
    </svg>
  );
}

export default async function SizedDynamicPage({ params }: { params: Promise<{ lang: string }> }) {
  const [{ lang }, request] = await Promise.all([params, headers()]);
  return (
    <main lang={lang} className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-6">
      <h1 className="text-2xl font-bold">Hello, {request.get('user-agent') ?? 'visitor'}</h1>
      {SECTIONS.map((i) => (
        <section key={i} aria-labelledby={`s-${i}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id={`s-${i}`} className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">Section {i}</h2>
          <p className="mt-1 text-slate-700">A paragraph of text standing for a contract card, an expiry notice or a place in the menu.</p>
          <ul className="flex flex-col gap-0.5">
            <li><Toggle label={`Details of item ${i}`}><Icon /></Toggle></li>
            <li><a href={`/${lang}/item/${i}`} className="flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 hover:bg-slate-100"><Icon />Open item {i}</a></li>
          </ul>
        </section>
      ))}
    </main>
  );
}
