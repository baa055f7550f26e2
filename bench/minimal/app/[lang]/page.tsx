/** Baseline page for scripts/bench.mjs: the smallest static page Next.js can serve per language. */
const TEXT = {
  en: { title: 'Hello', body: 'A minimal Next.js page, used as the benchmark baseline.' },
  ar: { title: 'مرحبا', body: 'صفحة Next.js بسيطة تستخدم كأساس للمقارنة.' },
} as const;

export const dynamicParams = false;

export function generateStaticParams() {
  return [{ lang: 'en' }, { lang: 'ar' }];
}

export default async function Page({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const text = lang === 'ar' ? TEXT.ar : TEXT.en;
  return (
    <main lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
      <h1>{text.title}</h1>
      <p>{text.body}</p>
    </main>
  );
}
