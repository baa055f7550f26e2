'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ProductDetail, useProductName } from '@/components/contracts/ProductName';
import { Ltr } from '@/components/ui/Ltr';
import type { Policy } from '@/lib/api/endpoints/policies';
import { policyLines } from '@/lib/config/lines';
import { lineNavKey } from '@/lib/model/contracts/display';
import { Link } from '@/lib/i18n/navigation';

type Props = {
  contracts: readonly Policy[];
  value: number | undefined;
  onChange: (policy: Policy) => void;
  error?: string;
  /** The link named a contract that is not the customer's or not in force. */
  refused: boolean;
};

/**
 * Which contract the claim is on: the customer's contracts in force of every line, by line. One
 * chosen already (by a contract's link, or the only one) shows alone, with a way to choose another.
 */
export function ContractChoice({ contracts, value, onChange, error, refused }: Props) {
  const t = useTranslations('claimReport.contract');
  const nav = useTranslations('nav');
  const productName = useProductName();
  const chosen = contracts.find((p) => p.id === value);
  const [listing, setListing] = useState(!chosen);
  const errorId = 'report-contract-error';

  if (contracts.length === 0) {
    return (
      <p className="rounded-lg border border-slate-300 px-4 py-3">
        {t('none')} <Link href="/dashboard" className="font-semibold text-brand-700 underline">{t('toDashboard')}</Link>
      </p>
    );
  }
  const describe = (p: Policy) => (
    <>
      <span className="block"><ProductDetail policy={p} /></span>
      <span className="block">{t.rich('number', { number: p.contract_number, ltr: (chunks) => <Ltr>{chunks}</Ltr> })}</span>
    </>
  );
  if (chosen && !listing) {
    return (
      <div className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-brand-50 p-4" data-testid="chosen-contract">
        <p className="text-sm text-slate-700">{t('chosen')}</p>
        <p className="font-semibold text-brand-900">{nav(lineNavKey[chosen.line])} · {productName(chosen)}</p>
        <p className="text-sm text-slate-700">{describe(chosen)}</p>
        {contracts.length > 1 ? (
          <button type="button" onClick={() => setListing(true)} className="inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('another')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="font-medium text-slate-800">{t('legend')}</legend>
      {refused ? <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">{t('refused')}</p> : null}
      {policyLines.filter((line) => contracts.some((p) => p.line === line)).map((line) => (
        <fieldset key={line} className="flex flex-col gap-2">
          <legend className="mt-2 mb-1 text-sm font-semibold text-slate-700">{nav(lineNavKey[line])}</legend>
          {contracts.filter((p) => p.line === line).map((p) => (
            <label key={p.id} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50">
              <input type="radio" name="policy_id" className="mt-1" checked={value === p.id} onChange={() => onChange(p)} />
              <span>
                <span className="font-semibold">{productName(p)}</span>
                <span className="block text-sm text-slate-600">{describe(p)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      {error ? <p id={errorId} className="text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
