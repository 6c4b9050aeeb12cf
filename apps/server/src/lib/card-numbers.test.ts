import { describe, expect, it } from 'vitest';
import { maskCardNumbers } from './card-numbers.js';

describe('maskCardNumbers', () => {
  it('keeps the first 6 and last 4 of any full card number, however it is written', () => {
    expect(maskCardNumbers('4111111111111111')).toBe('411111******1111');
    expect(maskCardNumbers('4111 1111 1111 1111')).toBe('411111******1111');
    expect(maskCardNumbers('CLIQ 5500-0000-0000-0004 ok')).toBe('CLIQ 550000******0004 ok');
    expect(maskCardNumbers('6011000990139424124')).toBe('601100*********4124');
    expect(maskCardNumbers('{"cardNumber":"3530111333300000"}')).toBe('{"cardNumber":"353011******0000"}');
  });

  it('leaves masked numbers, short references and empty values alone', () => {
    expect(maskCardNumbers('411111******1111')).toBe('411111******1111');
    expect(maskCardNumbers('CLIQ ****1111')).toBe('CLIQ ****1111');
    expect(maskCardNumbers('RRN 123456789012')).toBe('RRN 123456789012');
    expect(maskCardNumbers(null)).toBeNull();
  });

  it('leaves long numbers that fail the Luhn check alone: MOFA references, request ids', () => {
    // The demo's shapes (demo/mofa.ts): referenceNumber MOFA-<yyyymmdd>-<6 digits>, the CyberSource requestId
    // (a millisecond time and 9 digits, 22 digits in all).
    const notification = '{"referenceNumber":"MOFA-20260115-000124","status":"PAID"}';
    expect(maskCardNumbers(notification)).toBe(notification);
    const posted = '{"postingId":"PST-MOFA-20260115-000124","postedOn":"2026-01-18"}';
    expect(maskCardNumbers(posted)).toBe(posted);
    expect(maskCardNumbers('MOFA 6011000990139424123')).toBe('MOFA 6011000990139424123');
    const details = '{"requestId":"1768471234567123456789","cardNumber":"411111******1111"}';
    expect(maskCardNumbers(details)).toBe(details);
  });

  it('masks a card number beside other digits, but not one glued inside a longer run', () => {
    expect(maskCardNumbers('4111 1111 1111 1111 12/29')).toBe('411111******1111 12/29');
    expect(maskCardNumbers('99994111111111111111')).toBe('99994111111111111111');
    expect(maskCardNumbers('1234 4111-1111-1111-1111 5500 0000 0000 0004')).toBe(
      '1234 411111******1111 550000******0004',
    );
  });

  it('masks a reference that happens to pass the Luhn check: a card number cannot be told from it', () => {
    expect(maskCardNumbers('MOFA-20260115-000123')).toBe('MOFA-202601****0123');
  });
});
