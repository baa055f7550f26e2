'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { payoutAccountQuery } from '@/components/claims/page/queries';
import { Iban, rich } from '@/components/claims/page/rich';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { PayoutChangeConfirm } from './PayoutChangeConfirm';
import { PayoutChangeRequest, type CodeSent } from './PayoutChangeRequest';
import { Typed } from '@/components/ui/Typed';

type Step = { at: 'view' } | { at: 'request' } | { at: 'confirm'; sent: CodeSent };

/**
 * The account claim money goes to (masked, in the customer's own name) and its change: the IBAN and
 * the password, then the code sent by SMS. Opened from a claim (`claim`), it leads back there after.
 */
export function PayoutAccount({ claimId }: { claimId: number | null }) {
  const t = useTranslations('claimPage.payout');
  const api = useBrowserApi();
  const client = useQueryClient();
  const query = useQuery(payoutAccountQuery(api));
  const [step, setStep] = useState<Step>({ at: claimId ? 'request' : 'view' });
  const [saved, setSaved] = useState<string | null>(null);
  const account = query.data ?? null;
  const back = claimId ? (
    <Link href={`/claims/${claimId}`} className="inline-flex min-h-11 w-fit items-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
      {t('backToClaim')}
    </Link>
  ) : null;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-slate-700">{t('intro')}</p>
      <div aria-live="polite">{saved ? <Alert tone="success">{t.rich('saved', { iban: saved, ...rich })}</Alert> : null}</div>
      {query.isSuccess ? (
        account ? (
          <div className="flex max-w-md flex-col gap-1">
            <dl className="flex max-w-md flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4" data-testid="payout-account">
              <div className="flex flex-col gap-0.5 py-2"><dt className="text-sm text-slate-600">{t('iban')}</dt><dd className="text-lg font-semibold"><Iban>{account.iban_masked}</Iban></dd></div>
              <div className="flex flex-col gap-0.5 py-2"><dt className="text-sm text-slate-600">{t('holder')}</dt><dd><Typed>{account.holder}</Typed></dd></div>
            </dl>
            <p className="text-sm text-slate-600">{t.rich('updated', { date: formatDate(account.updated_at), ...rich })}</p>
          </div>
        ) : <p className="font-medium text-slate-800">{t('none')}</p>
      ) : null}
      <p className="max-w-md text-slate-700">{t('ownName')}</p>
      {step.at === 'view' ? (
        <div className="flex flex-wrap gap-3">
          {query.isSuccess ? <Button onClick={() => { setSaved(null); setStep({ at: 'request' }); }}>{account ? t('change') : t('setUp')}</Button> : null}
          {saved ? back : null}
        </div>
      ) : (
        <section aria-labelledby="payout-change" className="flex flex-col gap-3">
          <h2 id="payout-change" className="text-lg font-semibold text-brand-900">{account ? t('change') : t('setUp')}</h2>
          <p className="max-w-md text-sm text-slate-700">{t('why')}</p>
          {step.at === 'request'
            ? <PayoutChangeRequest onSent={(sent) => setStep({ at: 'confirm', sent })} onCancel={() => setStep({ at: 'view' })} />
            : (
              <PayoutChangeConfirm
                sent={step.sent}
                onStartAgain={() => setStep({ at: 'request' })}
                onConfirmed={(next) => {
                  client.setQueryData(payoutAccountQuery(api).queryKey, next);
                  setSaved(next?.iban_masked ?? null);
                  setStep({ at: 'view' });
                }}
              />
            )}
        </section>
      )}
    </div>
  );
}
