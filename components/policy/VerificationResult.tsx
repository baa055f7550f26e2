import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { policies } from '@/lib/api/endpoints';
import type { CallOutput } from '@/lib/api/define';
import { formatDate } from '@/lib/format';
import { isPolicyLine } from '@/lib/model/contracts/display';
import { lineKey } from '@/lib/model/contracts/lines';
import { Typed } from '@/components/ui/Typed';

export type Verification = CallOutput<typeof policies.verifyPolicyQr>;

const tones = {
  valid: { box: 'border-green-300 bg-green-50', title: 'text-green-800', icon: 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3-4 4a1 1 0 0 1-1.4 0l-2-2a1 1 0 1 1 1.4-1.4L9 10.58l3.3-3.3a1 1 0 0 1 1.4 1.42Z' },
  expired: { box: 'border-amber-300 bg-amber-50', title: 'text-amber-900', icon: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 4a1 1 0 0 1 1 1v3.5a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm0 8.5a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Z' },
  unknown: { box: 'border-slate-300 bg-slate-50', title: 'text-slate-900', icon: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16ZM7.2 7.2a1 1 0 0 1 1.4 0L10 8.6l1.4-1.4a1 1 0 1 1 1.4 1.4L11.4 10l1.4 1.4a1 1 0 0 1-1.4 1.4L10 11.4l-1.4 1.4a1 1 0 0 1-1.4-1.4L8.6 10 7.2 8.6a1 1 0 0 1 0-1.4Z' },
} as const;

/** What a scanned QR code says about its contract: valid, expired or not ours. */
export async function VerificationResult({ result }: { result: Verification }) {
  const t = await getTranslations('policy.verify');
  const lines = await getTranslations('policy.lines');
  const tone = tones[result.state];
  const rows: [string, ReactNode][] = [];
  if (result.state !== 'unknown') {
    if (result.holder_masked) rows.push([t('holder'), <Typed key="holder">{result.holder_masked}</Typed>]);
    if (result.contract_number) rows.push([t('contractNumber'), <span key="number" dir="ltr">{result.contract_number}</span>]);
    if (result.line) rows.push([t('line'), isPolicyLine(result.line) ? lines(lineKey(result.line)) : result.line]);
    if (result.expiry) rows.push([t('expiry'), <span key="expiry" dir="ltr">{formatDate(result.expiry)}</span>]);
  }
  return (
    <section role="status" aria-live="polite" aria-labelledby="verify-result" className={`flex flex-col gap-4 rounded-xl border p-5 ${tone.box}`}>
      <div className="flex items-start gap-3">
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`mt-0.5 size-7 shrink-0 fill-current ${tone.title}`}>
          <path fillRule="evenodd" d={tone.icon} />
        </svg>
        <div>
          <h2 id="verify-result" className={`text-xl font-bold ${tone.title}`}>{t(result.state)}</h2>
          <p className="mt-1 text-slate-800">{t(`${result.state}Body`)}</p>
        </div>
      </div>
      {rows.length > 0 && (
        <dl className="grid grid-cols-1 gap-3 rounded-lg bg-white p-4 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
