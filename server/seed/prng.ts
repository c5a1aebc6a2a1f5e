const DIGITS = '0123456789';
/** Two hex digits per byte: a UUID is four table lookups per word instead of toString/padStart. */
const HEX_BYTE = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const HEX_DIGIT = '0123456789abcdef';
/** The low 12 bits, 16 bits, 32 bits of n as 3, 4, 8 hex digits. */
const hex3 = (n: number) => HEX_DIGIT[(n >>> 8) & 0xf] + HEX_BYTE[n & 0xff];
const hex4 = (n: number) => HEX_BYTE[(n >>> 8) & 0xff] + HEX_BYTE[n & 0xff];
const hex8 = (n: number) => hex4(n >>> 16) + hex4(n & 0xffff);

/** A small seeded PRNG (sfc32) so the seeded population is the same on every machine. */
export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 15; i++) this.next();
  }

  /** A uint32. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  int(min: number, maxInclusive: number): number {
    return min + Math.floor(this.float() * (maxInclusive - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.float() * items.length)];
  }

  /**
   * `weighted` over a table kept apart from its values: the index of the entry picked, drawing the
   * same number as `weighted` does, without a tuple array per call (the bulk seed's hot loop).
   */
  weightedIndex(weights: readonly number[], total: number): number {
    let r = this.float() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i];
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** Picks by weight: weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.float() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  /** Log-uniform in [min, max): many small amounts, few large ones, as real balances are. */
  logUniform(min: number, max: number): number {
    return Math.exp(Math.log(min) + this.float() * (Math.log(max) - Math.log(min)));
  }

  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) out += DIGITS[this.next() % 10];
    return out;
  }

  /**
   * An RFC 4122 version-4 shaped UUID drawn from this generator: the hex of four words, with the
   * 13th digit set to 4 and the 17th to the variant (8–b) made from that digit's low bits.
   */
  uuid(): string {
    const a = this.next();
    const b = this.next();
    const c = this.next();
    const d = this.next();
    return (
      hex8(a) +
      '-' +
      hex4(b >>> 16) +
      '-4' +
      hex3(b) +
      '-' +
      HEX_DIGIT[((c >>> 28) & 0x3) | 0x8] +
      hex3(c >>> 16) +
      '-' +
      hex4(c) +
      hex8(d)
    );
  }
}
