import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Policy } from '@/lib/api/endpoints/policies';
import type { Locale } from '@/lib/config/business';
import { homeAddressLine, homeKindText } from '@/lib/model/contracts/home-address';
import { formatDate } from '@/lib/format';
import { Typed } from '@/components/ui/Typed';

type HomeField = 'propertyKind' | 'homeAddress' | 'titleDeed';

/**
 * The home a home contract covers: its kind and its address in the reader's language (what the customer
 * typed stays as typed), and the day its title deed was uploaded; never the upload's id.
 */
export async function homeRows(policy: Policy, lang: Locale): Promise<[HomeField, ReactNode | null][]> {
  const home = policy.insured_home;
  if (!home) return [];
  const t = await getTranslations('policy');
  const words = await getTranslations('purchase.home.addressWords');
  const address = homeAddressLine(home, lang, (key, value) => words(key, { value }));
  return [
    ['propertyKind', homeKindText(home, lang)],
    ['homeAddress', <Typed key="address">{address}</Typed>],
    ['titleDeed', home.title_deed_uploaded_on
      ? t.rich('titleDeedUploaded', { date: () => <bdi dir="ltr" className="whitespace-nowrap">{formatDate(home.title_deed_uploaded_on!)}</bdi> })
      : null],
  ];
}
