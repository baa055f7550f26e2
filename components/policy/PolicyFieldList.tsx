import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Policy } from '@/lib/api/endpoints/policies';
import { ProductNameText } from '@/components/contracts/ProductName';
import { daysCounted } from '@/lib/model/contracts/cover-state';
import { isLiabilityOnly } from '@/lib/model/contracts/liability';
import { productText } from '@/lib/model/contracts/product-text';
import { tripCountriesText } from '@/lib/model/contracts/trip-text';
import type { Locale } from '@/lib/config/business';
import { formatDate, formatJod } from '@/lib/format';
import { DateTime } from '@/components/ui/DateTime';
import { Ltr } from '@/components/ui/Ltr';
import { formatDiscount } from '@/lib/format/money';
import { lineKey } from '@/lib/model/contracts/lines';
import { TRAVEL_ASSISTANCE } from '@/lib/config/company';
import { formatPhone, telHref } from '@/lib/phone';
import type en from '@/messages/en.json';
import { homeRows } from './home-rows';
import { Typed } from '@/components/ui/Typed';

type FieldKey = keyof (typeof en)['policy']['fields'];

const ltr = (text: string) => <Ltr>{text}</Ltr>;

type Translate = Awaited<ReturnType<typeof getTranslations<'policy'>>>;

/** What the contract was priced on: the insured's birth date (marked where the customer declared it) and, on a trip, every traveller. */
function declarationRows(policy: Policy, t: Translate): [FieldKey, ReactNode | null][] {
  const d = policy.declarations;
  if (!d) return [];
  const birth = d.holder_birth_date
    ? <>{ltr(formatDate(d.holder_birth_date))}{d.holder_birth_date_declared ? <span className="font-normal text-slate-600"> ({t('declaredByYou')})</span> : null}</>
    : null;
  // Everyone the trip insures, the holder first (as the passport names them), so the page names who is covered.
  const insured = [...(d.holder_name ? [{ name: d.holder_name, birth_date: d.holder_birth_date }] : []), ...(d.travellers ?? [])];
  const travellers = insured.length ? (
    <ul className="flex flex-col gap-0.5">
      {insured.map((tr, i) => (
        <li key={i}>{tr.birth_date
          ? t.rich('travellerBorn', { name: () => <Typed>{tr.name}</Typed>, date: () => ltr(formatDate(tr.birth_date!)) })
          : <Typed>{tr.name}</Typed>}</li>
      ))}
    </ul>
  ) : null;
  return [['holderBirthDate', birth], ['travellers', travellers]];
}

/**
 * What the customer agreed to when buying it: the offer taken off its price (its own price line where
 * the contract keeps them, PolicyPrice), and the terms and declarations accepted before paying.
 */
function purchaseRows(policy: Policy, t: Translate, lang: string): [FieldKey, ReactNode | null][] {
  const offer = policy.price_lines ? null : policy.offer_discount;
  const terms = policy.terms_acceptance;
  return [
    ['offer', offer ? <>{offer.title} <bdi className="whitespace-nowrap">{formatDiscount(offer.amount, lang)}</bdi></> : null],
    ['terms', terms ? <TermsAccepted terms={terms} t={t} /> : null],
  ];
}

/**
 * The terms accepted and, since it is recorded, the product's declaration made with them, in its words;
 * an older acceptance says only that the declarations were made.
 */
async function TermsAccepted({ terms, t }: { terms: NonNullable<Policy['terms_acceptance']>; t: Translate }) {
  const declarations = await getTranslations('purchase.terms.declarations');
  const values = { title: terms.title, version: terms.version, language: terms.language, ltr: (c: ReactNode) => <bdi dir="ltr">{c}</bdi>, date: () => <DateTime value={terms.accepted_at} /> };
  if (!terms.declaration) return <span className="font-normal">{t.rich('termsAccepted', values)}</span>;
  return (
    <span className="flex flex-col gap-1 font-normal" data-testid="terms-accepted">
      <span>{t.rich('termsAcceptedOn', values)}</span>
      <span>{t('declarationMade', { declaration: declarations(terms.declaration) })}</span>
    </span>
  );
}

/**
 * The display fields of spec §3 the contract has, as a description list. No internal id is shown (the
 * document id is the company's record or an upload's id): a home's title deed is named by its upload day.
 */
export async function PolicyFieldList({ policy, lang }: { policy: Policy; lang: Locale }) {
  const t = await getTranslations('policy');
  const carBuy = await getTranslations('carBuy');
  const format = await getFormatter();
  const counted = daysCounted(policy);
  const rows: [FieldKey, ReactNode | null][] = [
    ['contractNumber', ltr(policy.contract_number)],
    ['line', t(`lines.${lineKey(policy.line)}`)],
    ['product', <ProductNameText key="product" policy={policy} />],
    // The product and the destination in words: the segment code is the insurer's, not the customer's.
    ['destination', productText(policy.line, policy.segment_code, lang).destination],
    ['countries', tripCountriesText(policy, lang)],
    ['effectiveDate', ltr(formatDate(policy.effective_date))],
    ['expiry', ltr(formatDate(policy.expiry))],
    counted === null ? ['daysToExpire', t('status.expired')] : [counted.key, ltr(format.number(counted.days, { numberingSystem: 'latn' }))],
    ['plateNumber', policy.plate_number ? ltr(policy.plate_number) : null],
    ['vehicleType', policy.vehicle_type],
    ['vehicleModel', policy.vehicle_model],
    ['productionYear', policy.production_year === null ? null : ltr(String(policy.production_year))],
    ...(await homeRows(policy, lang)),
    // An Arabic amount ends with the currency's name: an isolate keeps it in reading order.
    ['insuredSum', isLiabilityOnly(policy) ? carBuy('liabilityOnly') : <bdi key="sum">{formatJod(policy.insured_sum, lang)}</bdi>],
    // A contract that keeps its price lines shows them under the details (PolicyPrice), not one amount called premium.
    ['premium', policy.price_lines ? null : <bdi key="premium">{formatJod(policy.premium, lang)}</bdi>],
    ...declarationRows(policy, t),
    // The terms tell a traveller to call it first: the contract shows it, not only the certificate.
    ['assistance', policy.line === 'travel'
      ? <a key="assistance" href={telHref(TRAVEL_ASSISTANCE.phone)} dir="ltr" className="inline-flex min-h-11 items-center whitespace-nowrap text-brand-700 underline underline-offset-4">{formatPhone(TRAVEL_ASSISTANCE.phone)}</a>
      : null],
    ...purchaseRows(policy, t, lang),
  ];
  return (
    <dl className="grid grid-cols-1 gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200 sm:grid-cols-2">
      {rows.filter(([, value]) => value !== null && value !== '').map(([key, value]) => (
        <div key={key} className="flex flex-col gap-0.5 bg-white px-4 py-3 sm:odd:last:col-span-2">
          <dt className="text-sm text-slate-600">{t(`fields.${key}`)}</dt>
          <dd className="font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
