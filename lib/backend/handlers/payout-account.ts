import type { claims as claimEndpoints } from '@/lib/api/endpoints';
import type { Handler } from '../context';
import { confirmPayoutChange, payoutAccountOf, requireCustomer, startPayoutChange } from '../claims';
import type { AreaHandlers } from './registry';

/** GET /payout-account: the IBAN claim money goes to, masked, in the account's own name. */
const getPayoutAccount: Handler<typeof claimEndpoints.getPayoutAccount> = async ({ db, user, lang }) =>
  payoutAccountOf(db, requireCustomer(user), lang);

/** POST /payout-account: the password and the IBAN checked, then a code to the account's mobile. */
const startPayoutAccountChange: Handler<typeof claimEndpoints.startPayoutAccountChange> = async ({ db, user, session, body, address, lang, now }) =>
  startPayoutChange({ db, me: requireCustomer(user), deviceId: session?.deviceId ?? null, address, lang, now }, body);

/** POST /payout-account/confirm: the code; the new IBAN replaces the old one. */
const confirmPayoutAccountChange: Handler<typeof claimEndpoints.confirmPayoutAccountChange> = async ({ db, user, session, body, lang, now }) =>
  confirmPayoutChange({ db, me: requireCustomer(user), deviceId: session?.deviceId ?? null, lang, now }, body);

export const payoutAccountHandlers = {
  getPayoutAccount,
  startPayoutAccountChange,
  confirmPayoutAccountChange,
} satisfies AreaHandlers;
