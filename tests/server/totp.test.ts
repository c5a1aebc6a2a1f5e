import { afterEach, describe, expect, it } from 'vitest';
import {
  clock,
  codeAt,
  currentStep,
  matchStep,
  otpauthUrl,
  totpCode,
  TOTP_ISSUER,
} from '../../server/totp.ts';

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

// RFC 6238 appendix B, SHA-1 key "12345678901234567890" (base32 below); 8-digit codes truncated to 6.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 SHA-1 test vectors (last 6 digits)', () => {
    for (const [seconds, eight] of RFC_VECTORS) {
      expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(eight.slice(2));
    }
  });

  it('uses 30-second steps', () => {
    expect(currentStep(59_000)).toBe(1);
    expect(currentStep(60_000)).toBe(2);
    expect(codeAt(RFC_SECRET, currentStep(1111111109_000))).toBe('081804');
  });

  it('accepts one step of drift either way and refuses two', () => {
    const now = 1_700_000_000_000;
    const step = currentStep(now);
    expect(matchStep(RFC_SECRET, codeAt(RFC_SECRET, step), now)).toBe(step);
    expect(matchStep(RFC_SECRET, codeAt(RFC_SECRET, step - 1), now)).toBe(step - 1);
    expect(matchStep(RFC_SECRET, codeAt(RFC_SECRET, step + 1), now)).toBe(step + 1);
    expect(matchStep(RFC_SECRET, codeAt(RFC_SECRET, step - 2), now)).toBeNull();
    expect(matchStep(RFC_SECRET, codeAt(RFC_SECRET, step + 2), now)).toBeNull();
  });

  it('refuses anything but six digits', () => {
    const now = 1_700_000_000_000;
    const code = codeAt(RFC_SECRET, currentStep(now));
    expect(matchStep(RFC_SECRET, ` ${code}`, now)).toBeNull();
    expect(matchStep(RFC_SECRET, code.slice(0, 5), now)).toBeNull();
    expect(matchStep(RFC_SECRET, 'abcdef', now)).toBeNull();
  });

  it('follows the injectable clock', () => {
    clock.now = () => 1111111109_000;
    expect(totpCode(RFC_SECRET)).toBe('081804');
  });

  it('puts the fixed exchange issuer in the otpauth URL', () => {
    const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'admin@exchange.local'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/${TOTP_ISSUER}:admin@exchange.local`);
    expect(url.searchParams.get('issuer')).toBe(TOTP_ISSUER);
    expect(url.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
  });
});
