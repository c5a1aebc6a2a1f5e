import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64urlToHex, hexToBase64url, stepText } from '../../../src/contracts/proofOfReserves';

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

  it('writes a step as side, hash and sums', () => {
    expect(stepText('l', 'ff'.repeat(32), '0,1.5')).toBe(`l ${'_'.repeat(42)}8 0,1.5`);
  });
});
