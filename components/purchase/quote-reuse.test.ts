import type { Quotation, TravelPrices } from '@/lib/api/endpoints/quotations';
import { heldQuote, PRICES_FOR_MS, QUOTE_MARGIN_MS, requestKey, reusePrices, reuseQuote } from './quote-reuse';

const NOW = Date.parse('2026-11-27T10:00:00.000Z');
const quotation = (id: string, validFor = 30 * 60_000): Quotation => ({
  quotation_id: id, kind: 'travel', premium: 11, offer: null, fees: 2, tax: 0.11, total: 13.11, currency: 'JOD',
  valid_until: new Date(NOW + validFor).toISOString(), terms: null,
});
const body = (days: number) => ({ program: 'sky', country: 'TR', days, travellers: [{ passport_id: 'N1234567' }] });

describe('one quote per choice, reused until it expires', () => {
  it('asks once for the same request, however often the summary asks, while the quote is valid', async () => {
    const send = jest.fn(async () => quotation('q1'));
    const key = requestKey('createTravelQuotation', 'en', body(10));
    const [a, b] = await Promise.all([reuseQuote(key, send, NOW), reuseQuote(key, send, NOW)]);
    expect(await reuseQuote(key, send, NOW + 20 * 60_000)).toBe(a);
    expect(b).toBe(a);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('asks again once the quote is about to expire', async () => {
    const send = jest.fn().mockResolvedValueOnce(quotation('old')).mockResolvedValueOnce(quotation('new'));
    const key = requestKey('createTravelQuotation', 'en', body(11));
    expect((await reuseQuote(key, send, NOW)).quotation_id).toBe('old');
    expect((await reuseQuote(key, send, NOW + 30 * 60_000 - QUOTE_MARGIN_MS + 1)).quotation_id).toBe('new');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keys by the exact body and the language: another choice or another language is another request', async () => {
    let asked = 0;
    const send = jest.fn(async () => quotation(String(++asked)));
    const keys = [
      requestKey('createTravelQuotation', 'en', body(12)),
      requestKey('createTravelQuotation', 'en', { ...body(12), program: 'sky-plus' }),
      requestKey('createTravelQuotation', 'en', { ...body(12), confirm_overlap: true }),
      requestKey('createTravelQuotation', 'ar', body(12)),
      requestKey('createLowCostTravelQuotation', 'en', body(12)),
    ];
    for (const key of keys) await reuseQuote(key, send, NOW);
    expect(send).toHaveBeenCalledTimes(keys.length);
  });

  it('keeps no refusal: the next ask goes to the backend again', async () => {
    const send = jest.fn().mockRejectedValueOnce(new Error('cover_overlap')).mockResolvedValueOnce(quotation('q2'));
    const key = requestKey('createGuardQuote', 'en', { insured_sum: 500 });
    await expect(reuseQuote(key, send, NOW)).rejects.toThrow('cover_overlap');
    await Promise.resolve();
    expect((await reuseQuote(key, send, NOW)).quotation_id).toBe('q2');
  });

  it('fresh forgets the kept quote (the terms changed)', async () => {
    // Kept by the clock of the test run, as the summary keeps it.
    let asked = 0;
    const send = jest.fn(async () => ({ ...quotation(`q${++asked}`), valid_until: new Date(Date.now() + 30 * 60_000).toISOString() }));
    const first = await heldQuote('createHomeQuotation', 'en', { home_value: 1 }, send);
    expect(await heldQuote('createHomeQuotation', 'en', { home_value: 1 }, send)).toBe(first);
    expect(await heldQuote('createHomeQuotation', 'en', { home_value: 1 }, send, true)).not.toBe(first);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('shows the prices of the options again for a few minutes, then asks again', async () => {
    const answer: TravelPrices = { currency: 'JOD', programs: [{ program: 'sky', total: 13.11 }, { program: 'sky-plus', total: 18.67 }] };
    const send = jest.fn(async () => answer);
    const key = requestKey('priceTravelPrograms', 'en', body(13));
    await reusePrices(key, send, NOW);
    await reusePrices(key, send, NOW + PRICES_FOR_MS - 1);
    expect(send).toHaveBeenCalledTimes(1);
    await reusePrices(key, send, NOW + PRICES_FOR_MS);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
