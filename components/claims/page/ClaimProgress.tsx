import { useTranslations } from 'next-intl';
import { StepIndicator } from '@/components/ui/StepIndicator';
import type { Claim } from '@/lib/api/endpoints/claims';
import { claimSteps } from '../steps';

/** Where the claim stands on its road: reported to closed, or to its refusal. */
export function ClaimProgress({ claim }: { claim: Claim }) {
  const t = useTranslations('claims.states');
  const { steps, current } = claimSteps(claim);
  return <StepIndicator steps={steps.map((s) => t(s))} current={current} />;
}
