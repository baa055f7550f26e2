/** @jest-environment node */
import { PDU, type DecodedShortMessage } from 'smpp';
import { concatenationUdh, DATA_CODING, isGsmText, splitSms } from './sms-parts';

const arabic = (length: number) => 'رمز التحقق الخاص بك لبوابة التأمين هو ١٢٣٤ ولا تشاركه مع أحد. '.repeat(10).slice(0, length);

describe('splitSms', () => {
  it('sends a 150-character English text as one GSM part without a header', () => {
    const text = 'Your verification code is 482913. '.repeat(5).slice(0, 150);
    const { dataCoding, parts } = splitSms(text, 7);
    expect(dataCoding).toBe(DATA_CODING.gsm);
    expect(parts).toEqual([{ message: text }]);
  });

  it('fits 160 GSM characters in one part and splits 161 into two of at most 153', () => {
    expect(splitSms('a'.repeat(160), 1).parts).toHaveLength(1);
    const { parts } = splitSms('a'.repeat(161), 1);
    expect(parts.map((part) => part.message.length)).toEqual([153, 8]);
  });

  it('counts the extension characters twice and never cuts one in half', () => {
    expect(splitSms('€'.repeat(80), 1).parts).toHaveLength(1);
    const { parts } = splitSms('€'.repeat(81), 1);
    expect(parts.map((part) => part.message.length)).toEqual([76, 5]);
    expect(splitSms(`${'a'.repeat(152)}[${'b'.repeat(10)}`, 1).parts.map((part) => part.message)).toEqual(['a'.repeat(152), `[${'b'.repeat(10)}`]);
  });

  it('sends a 200-character Arabic text as three UCS-2 parts of at most 67 units with the concatenation header', () => {
    const text = arabic(200);
    const { dataCoding, parts } = splitSms(text, 0x2a);
    expect(dataCoding).toBe(DATA_CODING.ucs2);
    expect(parts).toHaveLength(3);
    parts.forEach((part, i) => {
      expect(part.message.length).toBeLessThanOrEqual(67);
      expect(part.udh).toEqual(Buffer.from([0x05, 0x00, 0x03, 0x2a, 3, i + 1]));
    });
    expect(parts.map((part) => part.message).join('')).toBe(text);
  });

  it('fits 70 Arabic units in one part', () => {
    expect(splitSms(arabic(70), 1).parts).toEqual([{ message: arabic(70) }]);
  });

  it('never splits a surrogate pair', () => {
    const text = `${'ب'.repeat(66)}😀${'ب'.repeat(10)}`;
    const { parts } = splitSms(text, 1);
    expect(parts.map((part) => part.message.length)).toEqual([66, 12]);
    expect(parts.map((part) => part.message).join('')).toBe(text);
  });

  it('round-trips through the smpp package: the server side decodes the same text and header', () => {
    for (const text of [arabic(200), `Code 1234: {ok} ${'x'.repeat(200)} €5 @home_`]) {
      const { dataCoding, parts } = splitSms(text, 9);
      const decoded = parts.map((part) => {
        const sent = new PDU('submit_sm', { data_coding: dataCoding, short_message: part.udh ? { udh: part.udh, message: part.message } : part.message });
        return new PDU(sent.toBuffer());
      });
      expect(decoded.map((pdu) => (pdu.short_message as DecodedShortMessage).message).join('')).toBe(text);
      expect(decoded.every((pdu) => pdu.data_coding === dataCoding && pdu.esm_class === 0x40)).toBe(true);
      expect(decoded.map((pdu) => (pdu.short_message as DecodedShortMessage).udh?.[0]?.[4])).toEqual(parts.map((_, i) => i + 1));
    }
  });

  it('refuses an empty text, permanently', () => {
    expect(() => splitSms('', 1)).toThrow(expect.objectContaining({ permanent: true }));
  });
});

describe('isGsmText', () => {
  it('takes the GSM alphabet and its extension table, not Arabic or emoji', () => {
    expect(isGsmText('Hello @ £5 {x} [y] ~ | € ^ \\ \n')).toBe(true);
    expect(isGsmText('مرحبا')).toBe(false);
    expect(isGsmText('ok 😀')).toBe(false);
    expect(isGsmText('`')).toBe(false);
  });
});

describe('concatenationUdh', () => {
  it('keeps the reference to one byte', () => {
    expect(concatenationUdh(0x1ff, 2, 1)).toEqual(Buffer.from([5, 0, 3, 0xff, 2, 1]));
  });
});
