'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useApiErrorMessage } from '@/components/forms/useApiErrorMessage';
import type { Api } from '@/lib/api/client';
import type { Claim } from '@/lib/api/endpoints/claims';
import { ApiError } from '@/lib/api/errors';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { DESK_LISTS, deskClaimQuery } from '../queries';

/** What the backend answers when the claim moved on since the desk read it (another person's step, a second tab). */
export const CLAIM_CHANGED = 'claim_changed';
export const isClaimChanged = (error: unknown) => error instanceof ApiError && error.status === 409 && error.code === CLAIM_CHANGED;

export interface DeskActionProps {
  claim: Claim;
  /** The step went through: the claim as the backend now has it. */
  onDone: (claim: Claim) => void;
  /** Someone moved the claim on first: it is being read again. */
  onChanged: () => void;
  onClose: () => void;
}

/**
 * One desk step as a mutation: sent with the claim's version, once at a time; its answer replaces the
 * claim and refreshes the lists. A 409 `claim_changed` reloads the claim and says so; a 400's fields go
 * onto the form's fields; anything else is `failure`, said above the buttons.
 */
export function useDeskAction<T extends FieldValues, B>(
  { claim, onDone, onChanged }: Pick<DeskActionProps, 'claim' | 'onDone' | 'onChanged'>,
  send: (api: Api, id: number, body: B) => Promise<{ claim: Claim }>,
  setError: UseFormSetError<T>,
) {
  const api = useBrowserApi();
  const client = useQueryClient();
  const apiError = useApiErrorMessage();
  const [failure, setFailure] = useState<string>();
  // Set at the press itself, before React renders the busy button: two presses in one frame send once.
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: async (body: B) => (await send(api(), claim.id, body)).claim,
    onSettled: () => { inFlight.current = false; },
    onSuccess: (next) => {
      client.setQueryData(deskClaimQuery(api, claim.id).queryKey, next);
      void client.invalidateQueries({ queryKey: DESK_LISTS });
      onDone(next);
    },
    onError: (error) => {
      if (isClaimChanged(error)) {
        void client.invalidateQueries({ queryKey: deskClaimQuery(api, claim.id).queryKey });
        void client.invalidateQueries({ queryKey: DESK_LISTS });
        onChanged();
        return;
      }
      setFailure(applyServerErrors(setError, error) ? undefined : apiError(error));
    },
  });
  /** Sends once: a second press while the first is out does nothing. */
  const sendOnce = (body: B) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(undefined);
    mutation.mutate(body);
  };
  return { send: sendOnce, busy: mutation.isPending, failure };
}
