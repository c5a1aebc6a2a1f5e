import { ASSETS, COUNTRIES, EMAIL_DOMAINS, REJECTION_REASONS } from './data.ts';
import { isoDay, isoTime } from './isoTime.ts';
import { PopulationDraw, UserDraw } from './populationDraw.ts';

/** The columns each COPY of the population names, in the order its rows give them. */
export const POPULATION_COLUMNS = {
  users: [
    'id',
    'name',
    'email',
    'phone',
    'country',
    'status',
    'kyc_status',
    'referral_code',
    'created_at',
    'last_login_at',
  ],
  kyc: [
    'id',
    'user_id',
    'full_name',
    'email',
    'date_of_birth',
    'nationality',
    'address',
    'document_type',
    'document_number',
    'status',
    'reason',
    'submitted_at',
    'reviewed_at',
    'reviewed_by',
  ],
  ledger_accounts: ['id', 'kind', 'owner', 'asset_id', 'balance'],
  ledger_entries: ['id', 'journal_id', 'account_id', 'amount', 'balance_after', 'created_at'],
} as const;

export type PopulationTable = keyof typeof POPULATION_COLUMNS;
export const POPULATION_TABLES = Object.keys(POPULATION_COLUMNS) as PopulationTable[];

/** One batch of users as COPY text (UTF-8), per table. */
export type PopulationBatch = Record<PopulationTable, Buffer>;

/**
 * The reference texts go into COPY rows unescaped (escaping every field of ten million rows costs
 * more than drawing them): refuse at start any that COPY's text format would read differently.
 */
const unsafe = /[\t\n\r\\]/;
for (const text of [
  ...COUNTRIES.flatMap((c) => [
    c.name,
    c.nationality,
    c.dial,
    ...c.first,
    ...c.last,
    ...c.cities,
    ...c.streets,
  ]),
  ...EMAIL_DOMAINS.map(([domain]) => domain),
  ...REJECTION_REASONS,
])
  if (unsafe.test(text)) throw new Error(`Seed reference text needs COPY escaping: ${text}`);

/**
 * COPY text built from its fields. Fields go into a small array that is joined every thousand or
 * so: `+=` or a template literal per row builds ropes that cost more to flatten (when encoded for
 * the socket) than drawing the rows did, and one array for a whole batch outlives the young
 * generation, after which every string stored in it costs the garbage collector (measured: 10x).
 */
class TextChunks {
  private parts: string[] = [];
  private readonly chunks: string[] = [];

  push(...fields: string[]): void {
    for (const field of fields) this.parts.push(field);
    if (this.parts.length >= 1024) this.seal();
  }

  private seal(): void {
    this.chunks.push(this.parts.join(''));
    this.parts = [];
  }

  /** The text as UTF-8 (one join of the whole batch would cost more than drawing it). */
  bytes(): Buffer {
    if (this.parts.length > 0) this.seal();
    const sizes = this.chunks.map((chunk) => Buffer.byteLength(chunk));
    const out = Buffer.allocUnsafe(sizes.reduce((sum, n) => sum + n, 0));
    let at = 0;
    this.chunks.forEach((chunk, i) => {
      out.write(chunk, at);
      at += sizes[i];
    });
    return out;
  }
}

const FRACTION = 100_000_000; // amounts carry at most 8 decimals

/**
 * The first seed's users, KYC submissions, balance accounts and their opening ledger entries as
 * COPY rows, a batch at a time. Account and entry ids come from ranges reserved up front, so an
 * entry can name its account without asking the database. Per asset it sums the opening amounts
 * (exactly: whole units and 1e-8 units apart), for the outside world's side of the journal.
 */
export class PopulationRows {
  private readonly draw: PopulationDraw;
  private readonly user = new UserDraw();
  private left: number;
  /** The next free ids of the reserved ranges. */
  nextAccountId: number;
  nextEntryId: number;
  /** The earliest sign-up drawn (ms), for the opening journal's date. */
  firstSignUp = Infinity;
  private readonly whole = new Map<string, number>();
  private readonly fraction = new Map<string, number>();

  constructor(
    private readonly options: {
      count: number;
      firstIndex: number;
      now: number;
      reviewer: string;
      journalId: number | string;
      /** 'signUp': each opening entry at its user's sign-up; else this ISO time for all. */
      openingAt: 'signUp' | string;
      firstAccountId: number;
      firstEntryId: number;
    },
  ) {
    this.draw = new PopulationDraw(options.now, options.firstIndex);
    this.left = options.count;
    this.nextAccountId = options.firstAccountId;
    this.nextEntryId = options.firstEntryId;
  }

  get remaining(): number {
    return this.left;
  }

  /** The next `size` users (fewer at the end) as COPY text per table. */
  next(size: number): { batch: PopulationBatch; users: number } {
    const n = Math.min(size, this.left);
    this.left -= n;
    const users = new TextChunks();
    const kyc = new TextChunks();
    const accounts = new TextChunks();
    const entries = new TextChunks();
    const { reviewer, openingAt } = this.options;
    const journal = String(this.options.journalId);
    const u = this.user;
    for (let r = 0; r < n; r++) {
      this.draw.next(u);
      const created = isoTime(u.createdAt);
      if (u.createdAt < this.firstSignUp) this.firstSignUp = u.createdAt;
      users.push(u.id, '\t', u.name, '\t', u.email, '\t', u.phone, '\t', u.country.name, '\t');
      users.push(u.status, '\t', u.kycStatus, '\t', u.referralCode, '\t', created, '\t');
      users.push(u.lastLoginAt === null ? '\\N\n' : `${isoTime(u.lastLoginAt)}\n`);
      if (u.kycStatus !== 'not_submitted') {
        kyc.push(u.kycId, '\t', u.id, '\t', u.name, '\t', u.email, '\t');
        kyc.push(isoDay(u.dateOfBirth), '\t');
        kyc.push(u.country.nationality, '\t', u.address, '\t', u.documentType, '\t');
        kyc.push(u.documentNumber, '\t', u.kycStatus, '\t', u.reason ?? '\\N', '\t');
        kyc.push(isoTime(u.submittedAt), '\t');
        if (u.reviewedAt === null) kyc.push('\\N\t\\N\n');
        else kyc.push(isoTime(u.reviewedAt), '\t', reviewer, '\n');
      }
      const at = openingAt === 'signUp' ? created : openingAt;
      for (let k = 0; k < u.held; k++) {
        const asset = u.assets[k].id;
        const amount = u.amounts[k];
        const account = String(this.nextAccountId++);
        accounts.push(account, '\tuser\t', u.id, '\t', asset, '\t', amount, '\n');
        if (this.add(asset, amount)) {
          entries.push(String(this.nextEntryId++), '\t', journal, '\t', account, '\t');
          entries.push(amount, '\t', amount, '\t', at, '\n');
        }
      }
    }
    return {
      batch: {
        users: users.bytes(),
        kyc: kyc.bytes(),
        ledger_accounts: accounts.bytes(),
        ledger_entries: entries.bytes(),
      },
      users: n,
    };
  }

  /** Adds an amount to its asset's total; false when it is zero (no entry books a zero). */
  private add(asset: string, amount: string): boolean {
    const dot = amount.indexOf('.');
    const whole = Number(dot < 0 ? amount : amount.slice(0, dot));
    const fraction =
      dot < 0
        ? 0
        : Number(
            amount
              .slice(dot + 1)
              .padEnd(8, '0')
              .slice(0, 8),
          );
    if (whole === 0 && fraction === 0) return false;
    this.whole.set(asset, (this.whole.get(asset) ?? 0) + whole);
    this.fraction.set(asset, (this.fraction.get(asset) ?? 0) + fraction);
    return true;
  }

  /** Per asset id, the sum of the opening amounts as a decimal string. */
  totals(): Map<string, string> {
    const out = new Map<string, string>();
    for (const asset of ASSETS) {
      const whole = this.whole.get(asset.id);
      if (whole === undefined) continue;
      const units = BigInt(whole) * BigInt(FRACTION) + BigInt(this.fraction.get(asset.id) ?? 0);
      const digits = units.toString().padStart(9, '0');
      out.set(asset.id, `${digits.slice(0, -8)}.${digits.slice(-8)}`);
    }
    return out;
  }
}
