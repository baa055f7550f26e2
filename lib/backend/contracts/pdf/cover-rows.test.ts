import { coverRows } from './cover-rows';

/** The rows as read: the Arabic amounts' spaces made plain. */
const plain = (rows: [string, string][]) => rows.map(([label, value]) => [label, value.replace(/\s/g, ' ')]);

describe('the contract PDF prints what it pays, cover by cover', () => {
  it('a third-party car: the one cover, within the law\'s limits', () => {
    expect(plain(coverRows({ line: 'motor', segment_code: 'MC-TPL', insured_sum: 0 }, 'en'))).toEqual([
      ['Third-party liability', 'Within the limits of the compulsory motor insurance law · no excess'],
    ]);
    expect(plain(coverRows({ line: 'motor', segment_code: 'MC-TPL', insured_sum: 0 }, 'ar'))).toEqual([
      ['المسؤولية تجاه الغير', 'ضمن حدود قانون التأمين الإلزامي للمركبات · دون تحمّل'],
    ]);
  });

  it('a comprehensive car: the car\'s value as the limit of its own covers, less the excess', () => {
    const rows = plain(coverRows({ line: 'motor', segment_code: 'MC-COMP', insured_sum: 14_500 }, 'en'));
    expect(rows.map(([label]) => label)).toEqual(['Third-party liability', 'Damage to your car', 'Theft', 'Fire', 'Glass', 'Flood and storm']);
    expect(rows[1]).toEqual(['Damage to your car', 'Up to JOD 14,500 · excess JOD 100 a claim']);
    expect(rows[4]).toEqual(['Glass', 'Up to JOD 500 · no excess']);
  });

  it('a Sky trip: per traveller, and no cancellation', () => {
    expect(plain(coverRows({ line: 'travel', segment_code: 'TR-SKY-KSA', insured_sum: 30_000 }, 'en'))).toEqual([
      ['Medical care abroad', 'Up to JOD 30,000 per traveller · excess JOD 25 a claim'],
      ['Evacuation and repatriation', 'Up to JOD 30,000 per traveller · no excess'],
      ['Lost or delayed luggage', 'Up to JOD 300 per traveller · no excess'],
      ['Flight delay', 'Up to JOD 100 per traveller · no excess'],
    ]);
    expect(plain(coverRows({ line: 'travel', segment_code: 'TR-SKY-KSA', insured_sum: 30_000 }, 'ar'))[3]).toEqual(['تأخّر الرحلة الجوية', 'حتى 100 دينار أردني لكل مسافر · دون تحمّل']);
  });
});
