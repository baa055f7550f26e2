/** @jest-environment node */
import { endpoints, type contact, type notifications } from '@/lib/api/endpoints';
import type { Handler } from '../context';
import { handlers } from '.';
import type { AreaHandlers, Handlers } from './registry';

/*
 * Type-level cases, checked by `tsc --noEmit` (and `next build`), not run: either fails if a line
 * marked @ts-expect-error compiles, so each shows a registration the handler map refuses.
 */
const readAll: Handler<typeof notifications.readNotifications> = async () => ({ ok: true });
const sendMessage: Handler<typeof contact.sendContactEmail> = async ({ body }) => {
  void body.subject;
  return { ok: true };
};

export const typeCases = [
  // A handler of the right endpoint, unannotated: its context comes from the key it is registered under.
  { registerPushToken: async ({ body }) => (body.platform === 'web' ? { ok: true } : { ok: true }) } satisfies AreaHandlers,
  // @ts-expect-error readNotifications answers { ok }, not the notifications list getNotifications promises.
  { getNotifications: readAll } satisfies AreaHandlers,
  // @ts-expect-error the contact handler reads a body with a subject; registerPushToken's body has none.
  { registerPushToken: sendMessage } satisfies AreaHandlers,
  // @ts-expect-error an answer that is not the endpoint's: ok must be true.
  { readNotifications: async () => ({ ok: false }) } satisfies AreaHandlers,
  // @ts-expect-error a handler reading a body field its endpoint does not have.
  { registerPushToken: async ({ body }) => (body.subject ? { ok: true } : { ok: true }) } satisfies AreaHandlers,
  // @ts-expect-error a key that names no endpoint.
  { sendPostcard: readAll } satisfies AreaHandlers,
];

// @ts-expect-error the full map must serve every endpoint: one area alone is not enough.
export const incomplete: Handlers = { readNotifications: readAll };

describe('the handler map', () => {
  it('serves every endpoint, each by its own name', () => {
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(endpoints).sort());
  });
});
