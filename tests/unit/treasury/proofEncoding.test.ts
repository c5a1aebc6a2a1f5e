import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base64urlToHex,
  hexToBase64url,
  packAmount,
  scalesOf,
  stepText,
  unpackAmount,
} from '../../../src/contracts/proofOfReserves';

describe('a proof’s hashes in base64url', () => {
  it('writes 32 bytes as Node writes them, and reads them back', () => {
    for (let i = 0; i < 200; i++) {
      const bytes = i === 0 ? Buffer.alloc(32, 0xff) : randomBytes(32);
      const hex = bytes.toString('hex');
      expect(hexToBase64url(hex)).toBe(bytes.toString('base64url'));
      expect(base64urlToHex(hexToBase64url(hex))).toBe(hex);
    }
  });

  it('reads nothing but a 32-byte hash', () => {
    const hash = createHash('sha256').update('x').digest('base64url');
    expect(base64urlToHex(hash)).toBe(createHash('sha256').update('x').digest('hex'));
    expect(base64urlToHex(hash.slice(1))).toBeNull();
    expect(base64urlToHex(`${hash.slice(0, 42)}B`)).toBeNull(); // bits past the 32nd byte
    expect(base64urlToHex(`${hash.slice(0, 42)}+`)).toBeNull();
    expect(base64urlToHex(64)).toBeNull();
  });

  it('writes a step as side, hash and sums in base-36 units', () => {
    expect(stepText('l', 'ff'.repeat(32), ['0', '1.5'], [0, 1])).toBe(`l ${'_'.repeat(42)}8 0,f`);
  });
});

describe('a proof’s sums as base-36 integers of units', () => {
  it('packs at the scale that makes every sum whole, and unpacks the same canonical decimals', () => {
    const sums = [
      ['0', '3395160686.992749', '0.00000001'],
      ['12.5', '1', '88269.95613023'],
    ];
    const scales = scalesOf(sums, 3);
    expect(scales).toEqual([1, 6, 8]);
    for (const list of sums)
      list.forEach((sum, i) => {
        expect(unpackAmount(packAmount(sum, scales[i]), scales[i])).toBe(sum);
      });
    expect(packAmount('12.5', 1)).toBe((125).toString(36));
  });

  it('reads nothing but a canonical base-36 integer', () => {
    for (const text of ['', '01', '1.5', '-1', 'A', '1,2'])
      expect(unpackAmount(text, 2), text).toBeNull();
  });
});
