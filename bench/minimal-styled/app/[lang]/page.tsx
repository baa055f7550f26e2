import text from '../landing-text.json';

/**
 * The third baseline of scripts/bench.mjs: the landing's heading and text in the landing's hero,
 * with the portal's stylesheet and fonts, prerendered, with no header, tiles, scripts of its own or
 * translations library. What the portal's public pages add beyond their look is measured against it.
 */
export default async function StyledPage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const t = lang === 'ar' ? text.ar : text.en;
  return (
    <main id="main" className="flex flex-1 flex-col bg-slate-50">
      <section aria-labelledby="landing-title" className="bg-gradient-to-b from-brand-700 to-brand-900 text-white">
        <div className="mx-auto grid w-full max-w-6xl items-center gap-10 px-4 py-10 sm:py-16 lg:grid-cols-[1fr_22rem]">
          <div className="flex flex-col gap-5">
            <h1 id="landing-title" className="max-w-3xl text-3xl font-bold sm:text-5xl">{t.title}</h1>
            <p className="max-w-2xl text-lg text-brand-50">{t.subtitle}</p>
          </div>
        </div>
      </section>
    </main>
  );
}
