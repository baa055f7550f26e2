import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import {
  HOME_PRODUCTS, MEDICAL_PLANS, MOTOR_PRODUCTS, personalGuardSegmentCode, productOf, TRAVEL_DESTINATIONS, TRAVEL_PROGRAMS,
  travelSegmentCode, type Product,
} from './product-names';
import { productText } from './product-text';

const keyOf = (p: Product) => p.name.key;

describe('product names from segment codes', () => {
  it('names the motor products', () => {
    expect(keyOf(productOf('motor', 'MC-COMP'))).toBe('motor.comprehensive');
    expect(keyOf(productOf('motor', 'MC-TPL'))).toBe('motor.thirdParty');
    expect(keyOf(productOf('motor', ' mc-comp '))).toBe('motor.comprehensive');
  });

  it('reads the travel programme and destination, longest programme first', () => {
    expect(productOf('travel', 'TR-SKY-PLUS-TUR-EGY')).toEqual({ name: { key: 'travel.skyPlus' }, destination: 'turkeyEgypt' });
    expect(productOf('travel', 'TR-SKY-KSA')).toEqual({ name: { key: 'travel.sky' }, destination: 'ksa' });
    expect(productOf('travel', 'TR-SKY-PLUS')).toEqual({ name: { key: 'travel.skyPlus' } });
    expect(productOf('travel', 'TR-SKY')).toEqual({ name: { key: 'travel.sky' } });
    expect(productOf('travel', 'TR-SKY-USA-CAN-AUS').destination).toBe('usaCanadaAustralia');
  });

  it('names medical plans, home products and personal guard plans by their sum', () => {
    expect(keyOf(productOf('medical', 'MD-GOLD'))).toBe('medical.gold');
    expect(keyOf(productOf('medical', 'MD-SILVER'))).toBe('medical.silver');
    expect(keyOf(productOf('home', 'HM-PLUS'))).toBe('home.plus');
    expect(productOf('personal-accident', 'PG-2500').name).toEqual({ key: 'personalAccident.plan', values: { sum: 2500 } });
  });

  it('falls back to the line name for a code it does not know, never showing the code', () => {
    for (const [line, code] of [
      ['motor', 'MC-XYZ'], ['travel', 'TR-SKYX'], ['travel', 'TR-SKY-MARS'], ['travel', 'MC-COMP'], ['home', 'HM'],
      ['medical', 'MD-GOLDEN'], ['personal-accident', 'PG-0'], ['personal-accident', 'PG-12x'], ['motor', 'constructor'],
    ] as const) {
      expect(keyOf(productOf(line, code))).toMatch(/^fallback\./);
    }
    // A code of another line is not read as this line's product.
    expect(keyOf(productOf('medical', 'MC-COMP'))).toBe('fallback.medical');
  });

  it('builds the codes it reads', () => {
    expect(productOf('travel', travelSegmentCode('SKY-PLUS', 'OTHER'))).toEqual({ name: { key: 'travel.skyPlus' }, destination: 'other' });
    expect(keyOf(productOf('personal-accident', personalGuardSegmentCode(1000)))).toBe('personalAccident.plan');
  });

  it('has every name in both languages, and no two products of a line share a name', () => {
    const keys = [
      ...Object.values(MOTOR_PRODUCTS).map((k) => `motor.${k}`),
      ...Object.values(TRAVEL_PROGRAMS).map((k) => `travel.${k}`),
      ...Object.values(HOME_PRODUCTS).map((k) => `home.${k}`),
      ...Object.values(MEDICAL_PLANS).map((k) => `medical.${k}`),
      ...Object.values(TRAVEL_DESTINATIONS).map((k) => `destination.${k}`),
      'personalAccident.plan',
      ...['motor', 'travel', 'home', 'medical', 'personalAccident'].map((k) => `fallback.${k}`),
    ];
    for (const messages of [en, ar]) {
      const at = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages.products);
      for (const key of keys) expect(typeof at(key)).toBe('string');
      for (const group of ['motor', 'travel', 'home', 'medical', 'destination'] as const) {
        const names = Object.values(messages.products[group]);
        expect(new Set(names).size).toBe(names.length);
      }
    }
  });
});

describe('product names in words, for the PDF and e-mails', () => {
  it('names the product and the travel destination in both languages, never the code', () => {
    expect(productText('travel', 'TR-SKY-PLUS-USA-CAN-AUS', 'en')).toEqual({ name: 'Sky Plus', destination: 'USA, Canada and Australia' });
    expect(productText('travel', 'TR-SKY-PLUS-USA-CAN-AUS', 'ar')).toEqual({ name: 'سكاي بلس', destination: 'الولايات المتحدة وكندا وأستراليا' });
    expect(productText('motor', 'MC-COMP', 'en')).toEqual({ name: 'Comprehensive', destination: null });
    expect(productText('motor', 'MC-COMP', 'ar').name).toBe('شامل');
    expect(productText('personal-accident', 'PG-2500', 'en').name).toBe('Personal Guard 2,500 JOD plan');
    expect(productText('home', 'XX-NEW', 'ar').name).toBe('تأمين المنزل');
  });
});
