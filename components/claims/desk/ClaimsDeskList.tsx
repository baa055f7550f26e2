'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { ClaimRow } from './ClaimRow';
import { ClaimsFilter } from './ClaimsFilter';
import { deskClaimsListQuery, type DeskFilter } from './queries';

/**
 * The desk's claims: by state (every open one, the overdue, one state, or all) and a search by claim
 * number, contract number or mobile. The filter lives in the address, so a reload or a shared link
 * keeps it; the backend orders the claims, the overdue first, then by the next due day.
 */
export function ClaimsDeskList({ filter }: { filter: DeskFilter }) {
  const t = useTranslations('claimsDesk.list');
  const api = useBrowserApi();
  const apiError = useApiErrorMessage();
  const list = useQuery(deskClaimsListQuery(api, filter));
  return (
    <div className="flex flex-col gap-4">
      <ClaimsFilter key={`${filter.status}|${filter.q}`} filter={filter} />
      <div aria-live="polite" aria-busy={list.isPending} className="flex flex-col gap-3">
        {list.isPending ? <p>{t('loading')}</p> : null}
        {list.isError ? <p role="alert" className="text-red-700">{apiError(list.error)}</p> : null}
        {list.data && list.data.length === 0 ? <p>{t('none')}</p> : null}
        {list.data && list.data.length > 0 ? (
          <>
            <p id="claims-count" className="font-semibold text-slate-800">{t('count', { count: list.data.length })}</p>
            <ul aria-labelledby="claims-count" className="flex flex-col gap-3">
              {list.data.map((claim) => <ClaimRow key={claim.id} claim={claim} />)}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
