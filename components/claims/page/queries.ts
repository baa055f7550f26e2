import { queryOptions } from '@tanstack/react-query';
import type { Api } from '@/lib/api/client';

/** The claims screens' queries, defined once (lib/query's pattern): the claim and the payout account. */
export const claimQuery = (api: () => Api, id: number) =>
  queryOptions({ queryKey: ['claims', 'mine', id], queryFn: async () => (await api().getMyClaim({ params: { id } })).claim });

export const payoutAccountQuery = (api: () => Api) =>
  queryOptions({ queryKey: ['payout-account'], queryFn: async () => (await api().getPayoutAccount()).account });
