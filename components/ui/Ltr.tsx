import type { ReactNode } from 'react';

/**
 * A contract number, a date, a plate or a code inside text of either direction: isolated left to right
 * and never broken at its hyphens ("P-MOT-2026-W000013", "05-12-2026" stay whole at 390 px in Arabic).
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr" className="whitespace-nowrap">{children}</bdi>;
}
