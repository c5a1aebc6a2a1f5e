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
    for (let i = 0; i < count; i++) out += String(this.next() % 10);
    return out;
  }

  /** An RFC 4122 version-4 shaped UUID drawn from this generator. */
  uuid(): string {
    const hex = (n: number) => n.toString(16).padStart(8, '0');
    const s = hex(this.next()) + hex(this.next()) + hex(this.next()) + hex(this.next());
    const variant = ((parseInt(s[16], 16) & 0x3) | 0x8).toString(16);
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-4${s.slice(13, 16)}-${variant}${s.slice(17, 20)}-${s.slice(20, 32)}`;
  }
}
