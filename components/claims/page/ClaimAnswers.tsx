import { useClaimAnswers } from '../answers';
import type { ClaimDetailsView } from '@/lib/validation/claim';
import { FactRow } from './FactRow';

/** What the customer answered in the report, per line (a car's other party and driver, a trip's country, …). */
export function ClaimAnswers({ details }: { details: ClaimDetailsView }) {
  const rows = useClaimAnswers()(details);
  return <>{rows.map((row) => <FactRow key={row.label} label={row.label}>{row.value}</FactRow>)}</>;
}
