import type { ReactNode } from 'react';
import { Ltr } from '@/components/ui/Ltr';
import { Typed } from '@/components/ui/Typed';

/**
 * The rich-text tags of the claims screens' messages: numbers, IBANs and dates left to right; an
 * amount isolated in its own direction ("JOD 1,250.500", "1,250.500 دينار أردني" read in the
 * page's order) and never broken; what a person typed marked as theirs; a Latin code (an IBAN) as English.
 */
export const rich = {
  ltr: (chunks: ReactNode) => <Ltr>{chunks}</Ltr>,
  money: (chunks: ReactNode) => <Amount>{chunks}</Amount>,
  user: (chunks: ReactNode) => <Typed>{chunks}</Typed>,
  en: (chunks: ReactNode) => <bdi lang="en" dir="ltr">{chunks}</bdi>,
  account: (chunks: ReactNode) => <Iban>{chunks}</Iban>,
};

/** An IBAN (masked or whole): a Latin code, left to right and never broken, in either language. */
export function Iban({ children }: { children: ReactNode }) {
  return <bdi dir="ltr" lang="en" className="whitespace-nowrap">{children}</bdi>;
}

export function Amount({ children }: { children: ReactNode }) {
  return <bdi className="whitespace-nowrap">{children}</bdi>;
}
