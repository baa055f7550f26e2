import { queryOptions } from '@tanstack/react-query';
import type { Api } from '@/lib/api/client';
import type { z } from 'zod';
import type { deskClaimsQuery } from '@/lib/validation/claim';

export type DeskFilter = z.output<typeof deskClaimsQuery>;

/** The claims desk's queries, defined once: the list by filter, and one claim. */
export const deskClaimsListQuery = (api: () => Api, filter: DeskFilter) =>
  queryOptions({
    queryKey: ['claims-desk', 'list', filter.status, filter.q],
    queryFn: async () => (await api().getDeskClaims({ query: filter })).claims,
  });

export const deskClaimQuery = (api: () => Api, id: number) =>
  queryOptions({ queryKey: ['claims-desk', 'claim', id], queryFn: async () => (await api().getDeskClaim({ params: { id } })).claim });

/** Every list of the desk, for a step that moves a claim (its state and due day change). */
export const DESK_LISTS = ['claims-desk', 'list'] as const;
