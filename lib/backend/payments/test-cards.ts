/**
 * The embedded card network behind the hosted payment page (used while PAYMENT_URL is unset). It
 * never stores a card: only the last four digits are kept on the payment.
 *
 * | card number         | outcome                                                   |
 * | 4111 1111 1111 1111 | approved                                                  |
 * | 4000 0000 0000 0002 | declined at once                                          |
 * | 4000 0000 0000 0119 | accepted for processing, then fails after DELAYED_FAILURE_MS |
 * | any other valid one | approved                                                  |
 *
 * Any future expiry, any three-digit CVC, any name.
 */
export const TEST_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
  delayedFailure: '4000000000000119',
} as const;

/** How long the delayed-failure card keeps the customer waiting on the result page. */
export const DELAYED_FAILURE_MS = 4000;

export type CardOutcome = 'approved' | 'declined' | 'delayed-failure';

export function cardOutcome(cardNumber: string): CardOutcome {
  if (cardNumber === TEST_CARDS.declined) return 'declined';
  if (cardNumber === TEST_CARDS.delayedFailure) return 'delayed-failure';
  return 'approved';
}
