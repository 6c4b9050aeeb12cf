import { describe, expect, it } from 'vitest';
import { maskCardNumbers } from './card-numbers.js';

describe('maskCardNumbers', () => {
  it('keeps the first 6 and last 4 of any full card number, however it is written', () => {
    expect(maskCardNumbers('4111111111111111')).toBe('411111******1111');
    expect(maskCardNumbers('4111 1111 1111 1111')).toBe('411111******1111');
    expect(maskCardNumbers('CLIQ 5500-0000-0000-0004 ok')).toBe('CLIQ 550000******0004 ok');
    expect(maskCardNumbers('6011000990139424123')).toBe('601100*********4123');
  });

  it('leaves masked numbers, short references and empty values alone', () => {
    expect(maskCardNumbers('411111******1111')).toBe('411111******1111');
    expect(maskCardNumbers('CLIQ ****1111')).toBe('CLIQ ****1111');
    expect(maskCardNumbers('RRN 123456789012')).toBe('RRN 123456789012');
    expect(maskCardNumbers(null)).toBeNull();
  });
});
