import { Prng } from './prng.ts';
import { ASSETS, COUNTRIES, EMAIL_DOMAINS, REJECTION_REASONS, type Country } from './data.ts';

export type Asset = (typeof ASSETS)[number];
export type KycStatus = 'not_submitted' | 'pending' | 'approved' | 'rejected';

/**
 * One drawn user with their KYC submission and balances. A draw object is filled again for every
 * user (`PopulationDraw.next`), so a run of ten million users allocates only the strings it keeps.
 */
export class UserDraw {
  index = 0;
  id = '';
  name = '';
  email = '';
  phone = '';
  country: Country = COUNTRIES[0];
  status: 'active' | 'blocked' = 'active';
  kycStatus: KycStatus = 'not_submitted';
  referralCode = '';
  /** Milliseconds since the epoch (fractional: formatted as Date would, truncated). */
  createdAt = 0;
  lastLoginAt: number | null = null;
  /** The KYC submission, when kycStatus is not 'not_submitted'. */
  kycId = '';
  dateOfBirth = 0;
  address = '';
  documentType = '';
  documentNumber = '';
  reason: string | null = null;
  submittedAt = 0;
  reviewedAt: number | null = null;
  /** Balances held: the first `held` entries of `assets` and `amounts`. */
  held = 0;
  readonly assets: Asset[] = [ASSETS[0], ASSETS[0], ASSETS[0], ASSETS[0]];
  readonly amounts: string[] = ['', '', '', ''];
}

const DAY = 86_400_000;
/** Sign-ups are spread over the last ~18 months, denser towards today (a growing exchange). */
const HISTORY_DAYS = 540;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The first users cover every KYC state and a blocked account, so even a tiny seed shows them all. */
const FORCED_KYC = ['pending', 'approved', 'rejected', 'not_submitted'] as const;
const KYC_STATES = ['not_submitted', 'pending', 'approved', 'rejected'] as const;
const KYC_WEIGHTS = [15, 12, 58, 15];
/** Local-part shapes of an email: first.last, firstlast, flast, first_last. */
const EMAIL_SHAPE_WEIGHTS = [5, 2, 2, 1];
/** Passport, the country's national ID (or a driving licence where there is none), driving licence. */
const DOCUMENT_WEIGHTS = [45, 35, 20];
/** How many of the six assets a user holds: 0–4. */
const HELD_WEIGHTS = [18, 30, 26, 16, 10];

/** A weight table as `Prng.weightedIndex` reads it: the weights and their sum, summed as `weighted` sums. */
const table = (weights: readonly number[]) => ({
  weights,
  total: weights.reduce((sum, w) => sum + w, 0),
});
const COUNTRY_TABLE = table(COUNTRIES.map((c) => c.weight));
const DOMAIN_TABLE = table(EMAIL_DOMAINS.map(([, w]) => w));
const KYC_TABLE = table(KYC_WEIGHTS);
const SHAPE_TABLE = table(EMAIL_SHAPE_WEIGHTS);
const DOCUMENT_TABLE = table(DOCUMENT_WEIGHTS);
const HELD_TABLE = table(HELD_WEIGHTS);
const STEPS = [1, 5]; // coprime with 6: distinct assets
const DOB_START = Date.UTC(1956, 0, 1);
const DOB_DAYS = (Date.UTC(2006, 11, 31) - DOB_START) / DAY;

const asciiCache = new Map<string, string>();
/** 'Müller' -> 'muller', 'Yılmaz' -> 'yilmaz', 'de Jong' -> 'dejong' (cached: names repeat a lot). */
function ascii(s: string): string {
  let out = asciiCache.get(s);
  if (out === undefined) {
    out = s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ı/g, 'i')
      .replace(/[^A-Za-z0-9]/g, '')
      .toLowerCase();
    asciiCache.set(s, out);
  }
  return out;
}

/** The first population's PRNG seed; a later batch (`npm run seed -- --add`) derives its own. */
const FIRST_SEED = 0x5eed2024;

/**
 * Draws a deterministic population one user at a time: the same count always gives the same ids,
 * names, emails, statuses, KYC records and balances. Times are relative to `now` (spread over
 * ~18 months). `firstIndex` 0 is the first population; a batch added to an existing one starts
 * after its users (fresh emails) with a PRNG seed of its own (fresh ids), as deterministic.
 */
export class PopulationDraw {
  private readonly rng: Prng;
  private index: number;

  constructor(
    private readonly now: number,
    firstIndex = 0,
  ) {
    this.rng = new Prng(firstIndex === 0 ? FIRST_SEED : (FIRST_SEED + firstIndex) >>> 0);
    this.index = firstIndex;
  }

  /** Fills `out` with the next user. */
  next(out: UserDraw): void {
    const { rng, now } = this;
    const i = this.index++;
    out.index = i;
    out.id = rng.uuid();
    const country = COUNTRIES[rng.weightedIndex(COUNTRY_TABLE.weights, COUNTRY_TABLE.total)];
    const first = rng.pick(country.first);
    const last = rng.pick(country.last);
    out.country = country;
    out.name = `${first} ${last}`;
    const createdAt =
      now - Math.pow(rng.float(), 1.7) * HISTORY_DAYS * DAY - rng.int(60, 3600) * 1000;
    out.createdAt = createdAt;
    out.status = i === 4 || rng.float() < 0.07 ? 'blocked' : 'active';
    const kycStatus =
      i < FORCED_KYC.length
        ? FORCED_KYC[i]
        : KYC_STATES[rng.weightedIndex(KYC_TABLE.weights, KYC_TABLE.total)];
    out.kycStatus = kycStatus;
    let referral = '';
    for (let k = 0; k < 8; k++) referral += CODE_ALPHABET[rng.next() % CODE_ALPHABET.length];
    out.referralCode = referral;
    const neverLoggedIn = rng.float() < 0.12;
    out.lastLoginAt = neverLoggedIn ? null : createdAt + rng.float() * (now - createdAt);
    out.email = this.email(first, last, i);
    out.phone = `${country.dial} ${rng.int(2, 9)}${rng.digits(country.digits - 1)}`;

    if (kycStatus !== 'not_submitted') {
      this.document(out, country);
      const submitted = Math.min(
        now - 5 * 60_000,
        createdAt + rng.logUniform(0.05, 240) * 3_600_000,
      );
      out.submittedAt = submitted;
      out.reviewedAt =
        kycStatus === 'pending'
          ? null
          : Math.min(now - 60_000, submitted + rng.logUniform(0.2, 72) * 3_600_000);
      out.kycId = rng.uuid();
      out.dateOfBirth = DOB_START + Math.floor(rng.float() * DOB_DAYS) * DAY;
      out.address = `${rng.int(1, 220)} ${rng.pick(country.streets)}, ${rng.pick(country.cities)}, ${country.name}`;
      out.reason = kycStatus === 'rejected' ? rng.pick(REJECTION_REASONS) : null;
    }

    const held = rng.weightedIndex(HELD_TABLE.weights, HELD_TABLE.total);
    out.held = held;
    const start = rng.int(0, ASSETS.length - 1);
    const step = rng.pick(STEPS);
    for (let k = 0; k < held; k++) {
      const asset = ASSETS[(start + k * step) % ASSETS.length];
      out.assets[k] = asset;
      out.amounts[k] = rng.logUniform(asset.min, asset.max).toFixed(Math.min(asset.decimals, 8));
    }
  }

  private email(first: string, last: string, index: number): string {
    const { rng } = this;
    const f = ascii(first);
    const l = ascii(last);
    const shape = rng.weightedIndex(SHAPE_TABLE.weights, SHAPE_TABLE.total);
    const local =
      shape === 0
        ? `${f}.${l}`
        : shape === 1
          ? `${f}${l}`
          : shape === 2
            ? `${f[0]}${l}`
            : `${f}_${l}`;
    const domain = EMAIL_DOMAINS[rng.weightedIndex(DOMAIN_TABLE.weights, DOMAIN_TABLE.total)][0];
    return `${local}${index + 1}@${domain}`;
  }

  private document(out: UserDraw, country: Country): void {
    const { rng } = this;
    const kind = rng.weightedIndex(DOCUMENT_TABLE.weights, DOCUMENT_TABLE.total);
    const type =
      kind === 0 ? 'passport' : kind === 1 && country.idCard ? 'national_id' : 'driving_licence';
    const letter = () => CODE_ALPHABET[rng.int(0, 23)];
    out.documentType = type;
    if (type === 'passport') out.documentNumber = `${letter()}${rng.digits(8)}`;
    else if (type === 'national_id') out.documentNumber = `${letter()}${letter()}${rng.digits(7)}`;
    else out.documentNumber = `${letter()}${rng.digits(4)}-${rng.digits(4)}-${rng.digits(4)}`;
  }
}
