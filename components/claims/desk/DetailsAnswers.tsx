'use client';

import { useClaimAnswers } from '../answers';
import type { ClaimDetailsView } from '@/lib/validation/claim';
import { Fact } from './Facts';

/** The answers of the report's own questions, per line (the police report, the other party, who drove, …). */
export function DetailsAnswers({ details }: { details: ClaimDetailsView }) {
  const rows = useClaimAnswers()(details);
  return <>{rows.map((row) => <Fact key={row.label} label={row.label} wide={row.wide}>{row.value}</Fact>)}</>;
}
