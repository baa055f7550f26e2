/** @jest-environment node */
import { checkoutAmountProblem, jodMinorUnits } from './checkout-amount';
import { outcomeOfEvent, outcomeOfPayment, type CheckoutPayment } from './checkout-status';

const payment = (status: string, approved: boolean): CheckoutPayment => ({ id: 'pay_x', status, approved, amount: 12340, currency: 'JOD' });

describe('JOD amounts for Checkout.com', () => {
  it('sends fils unchanged: JOD is counted in thousandths', () => {
    expect(jodMinorUnits(12340)).toBe(12340);
    expect(jodMinorUnits(10)).toBe(10);
  });

  it('refuses what Checkout.com refuses, rather than rounding the quote', () => {
    expect(() => jodMinorUnits(12345)).toThrow(/must end in 0/);
    for (const bad of [0, -10, 12340.5, Number.NaN, 1_000_000_000]) expect(() => jodMinorUnits(bad)).toThrow(RangeError);
    expect(checkoutAmountProblem('12340', 'JOD')).not.toBeNull();
    expect(checkoutAmountProblem(12345, 'USD')).toBeNull();
  });
});

describe('payment statuses', () => {
  it('are paid only when approved and the money is held or taken', () => {
    for (const status of ['Authorized', 'Captured', 'Partially Captured', 'Paid']) {
      expect(outcomeOfPayment(payment(status, true))).toEqual({ state: 'paid', gatewayPaymentId: 'pay_x', amountFils: 12340, currency: 'JOD' });
    }
    expect(outcomeOfPayment(payment('Authorized', false))).toEqual({ state: 'pending' });
  });

  it('fail as declined, cancelled or expired', () => {
    expect(outcomeOfPayment(payment('Declined', false))).toEqual({ state: 'declined', gatewayPaymentId: 'pay_x', reason: 'declined' });
    expect(outcomeOfPayment(payment('Card Verified', true))).toMatchObject({ state: 'declined', reason: 'card_verified_without_charge' });
    expect(outcomeOfPayment(payment('Canceled', false))).toMatchObject({ state: 'cancelled' });
    expect(outcomeOfPayment(payment('Voided', true))).toMatchObject({ state: 'cancelled', reason: 'voided' });
    expect(outcomeOfPayment(payment('Expired', false))).toMatchObject({ state: 'expired' });
  });

  it('wait on pending, processing and anything unknown', () => {
    for (const status of ['Pending', 'Processing', 'Authentication Requested', 'Something New']) {
      expect(outcomeOfPayment(payment(status, false))).toEqual({ state: 'pending' });
    }
  });
});

describe('webhook event types', () => {
  const data = { id: 'pay_x', amount: 12340, currency: 'JOD', response_summary: 'Insufficient Funds' };
  it('map to outcomes', () => {
    expect(outcomeOfEvent('payment_approved', data)).toEqual({ state: 'paid', gatewayPaymentId: 'pay_x', amountFils: 12340, currency: 'JOD' });
    expect(outcomeOfEvent('payment_captured', data)).toMatchObject({ state: 'paid' });
    expect(outcomeOfEvent('payment_declined', data)).toEqual({ state: 'declined', gatewayPaymentId: 'pay_x', reason: 'Insufficient Funds' });
    expect(outcomeOfEvent('payment_canceled', data)).toMatchObject({ state: 'cancelled' });
    expect(outcomeOfEvent('payment_expired', data)).toMatchObject({ state: 'expired' });
    expect(outcomeOfEvent('payment_refunded', data)).toEqual({ state: 'pending' });
    expect(outcomeOfEvent('payment_approved', { id: 'pay_x' })).toEqual({ state: 'pending' });
  });
});
