import { Prng } from './prng.ts';
import { ASSETS, COUNTRIES, EMAIL_DOMAINS, REJECTION_REASONS, type Country } from './data.ts';

/** Column arrays, ready for INSERT ... SELECT FROM unnest(...). */
export interface UserColumns {
  id: string[];
  name: string[];
  email: string[];
  phone: string[];
  country: string[];
  status: string[];
  kycStatus: string[];
  referralCode: string[];
  createdAt: string[];
  lastLoginAt: (string | null)[];
}

export interface KycColumns {
  id: string[];
  userId: string[];
  fullName: string[];
  dateOfBirth: string[];
  nationality: string[];
  address: string[];
  documentType: string[];
  documentNumber: string[];
  status: string[];
  reason: (string | null)[];
  submittedAt: string[];
  reviewedAt: (string | null)[];
  reviewedBy: (string | null)[];
}

export interface BalanceColumns {
  userId: string[];
  assetId: string[];
  amount: string[];
}

export interface Population {
  users: UserColumns;
  kyc: KycColumns;
  balances: BalanceColumns;
}

const DAY = 86_400_000;
/** Sign-ups are spread over the last ~18 months, denser towards today (a growing exchange). */
const HISTORY_DAYS = 540;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const COUNTRY_WEIGHTS = COUNTRIES.map((c) => [c, c.weight] as const);
/** The first users cover every KYC state and a blocked account, so even a tiny seed shows them all. */
const FORCED_KYC = ['pending', 'approved', 'rejected', 'not_submitted'] as const;
const KYC_WEIGHTS = [
  ['not_submitted', 15],
  ['pending', 12],
  ['approved', 58],
  ['rejected', 15],
] as const;

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

function emailFor(rng: Prng, first: string, last: string, index: number): string {
  const f = ascii(first);
  const l = ascii(last);
  const local = rng.weighted([
    [`${f}.${l}`, 5],
    [`${f}${l}`, 2],
    [`${f[0]}${l}`, 2],
    [`${f}_${l}`, 1],
  ]);
  return `${local}${index + 1}@${rng.weighted(EMAIL_DOMAINS)}`;
}

function phoneFor(rng: Prng, country: Country): string {
  return `${country.dial} ${rng.int(2, 9)}${rng.digits(country.digits - 1)}`;
}

function documentFor(rng: Prng, country: Country): { type: string; number: string } {
  const type = rng.weighted([
    ['passport', 45],
    [country.idCard ? 'national_id' : 'driving_licence', 35],
    ['driving_licence', 20],
  ]);
  const letter = () => CODE_ALPHABET[rng.int(0, 23)];
  if (type === 'passport') return { type, number: `${letter()}${rng.digits(8)}` };
  if (type === 'national_id') return { type, number: `${letter()}${letter()}${rng.digits(7)}` };
  return { type, number: `${letter()}${rng.digits(4)}-${rng.digits(4)}-${rng.digits(4)}` };
}

function dateOfBirth(rng: Prng): string {
  const start = Date.UTC(1956, 0, 1);
  const end = Date.UTC(2006, 11, 31);
  return new Date(start + Math.floor(rng.float() * ((end - start) / DAY)) * DAY)
    .toISOString()
    .slice(0, 10);
}

/**
 * Builds a deterministic population: the same count always gives the same ids, names, emails,
 * statuses, KYC records and balances. Times are relative to `now` (spread over ~18 months).
 */
/** The first population's PRNG seed; a later batch (`npm run seed -- --add`) derives its own. */
const FIRST_SEED = 0x5eed2024;

/**
 * `count` users from index `firstIndex` on: 0 for the first population; a batch added to an
 * existing one starts after its users (fresh emails) with a PRNG seed of its own (fresh ids), and
 * is as deterministic as the first.
 */
export function buildPopulation(
  count: number,
  now: number,
  reviewer: string,
  { firstIndex = 0 }: { firstIndex?: number } = {},
): Population {
  const rng = new Prng(firstIndex === 0 ? FIRST_SEED : (FIRST_SEED + firstIndex) >>> 0);
  const users: UserColumns = {
    id: [],
    name: [],
    email: [],
    phone: [],
    country: [],
    status: [],
    kycStatus: [],
    referralCode: [],
    createdAt: [],
    lastLoginAt: [],
  };
  const kyc: KycColumns = {
    id: [],
    userId: [],
    fullName: [],
    dateOfBirth: [],
    nationality: [],
    address: [],
    documentType: [],
    documentNumber: [],
    status: [],
    reason: [],
    submittedAt: [],
    reviewedAt: [],
    reviewedBy: [],
  };
  const balances: BalanceColumns = { userId: [], assetId: [], amount: [] };

  for (let i = firstIndex; i < firstIndex + count; i++) {
    const id = rng.uuid();
    const country = rng.weighted(COUNTRY_WEIGHTS);
    const first = rng.pick(country.first);
    const last = rng.pick(country.last);
    const name = `${first} ${last}`;
    const createdAt =
      now - Math.pow(rng.float(), 1.7) * HISTORY_DAYS * DAY - rng.int(60, 3600) * 1000;
    const status = i === 4 || rng.float() < 0.07 ? 'blocked' : 'active';
    const kycStatus = i < FORCED_KYC.length ? FORCED_KYC[i] : rng.weighted(KYC_WEIGHTS);
    let referral = '';
    for (let k = 0; k < 8; k++) referral += CODE_ALPHABET[rng.next() % CODE_ALPHABET.length];
    const neverLoggedIn = rng.float() < 0.12;
    const lastLogin = neverLoggedIn ? null : createdAt + rng.float() * (now - createdAt);

    users.id.push(id);
    users.name.push(name);
    users.email.push(emailFor(rng, first, last, i));
    users.phone.push(phoneFor(rng, country));
    users.country.push(country.name);
    users.status.push(status);
    users.kycStatus.push(kycStatus);
    users.referralCode.push(referral);
    users.createdAt.push(new Date(createdAt).toISOString());
    users.lastLoginAt.push(lastLogin === null ? null : new Date(lastLogin).toISOString());

    if (kycStatus !== 'not_submitted') {
      const doc = documentFor(rng, country);
      const submitted = Math.min(
        now - 5 * 60_000,
        createdAt + rng.logUniform(0.05, 240) * 3_600_000,
      );
      const reviewed =
        kycStatus === 'pending'
          ? null
          : Math.min(now - 60_000, submitted + rng.logUniform(0.2, 72) * 3_600_000);
      kyc.id.push(rng.uuid());
      kyc.userId.push(id);
      kyc.fullName.push(name);
      kyc.dateOfBirth.push(dateOfBirth(rng));
      kyc.nationality.push(country.nationality);
      kyc.address.push(
        `${rng.int(1, 220)} ${rng.pick(country.streets)}, ${rng.pick(country.cities)}, ${country.name}`,
      );
      kyc.documentType.push(doc.type);
      kyc.documentNumber.push(doc.number);
      kyc.status.push(kycStatus);
      kyc.reason.push(kycStatus === 'rejected' ? rng.pick(REJECTION_REASONS) : null);
      kyc.submittedAt.push(new Date(submitted).toISOString());
      kyc.reviewedAt.push(reviewed === null ? null : new Date(reviewed).toISOString());
      kyc.reviewedBy.push(reviewed === null ? null : reviewer);
    }

    const held = rng.weighted([
      [0, 18],
      [1, 30],
      [2, 26],
      [3, 16],
      [4, 10],
    ]);
    const start = rng.int(0, ASSETS.length - 1);
    const step = rng.pick([1, 5]); // coprime with 6: distinct assets
    for (let k = 0; k < held; k++) {
      const asset = ASSETS[(start + k * step) % ASSETS.length];
      balances.userId.push(id);
      balances.assetId.push(asset.id);
      balances.amount.push(
        rng.logUniform(asset.min, asset.max).toFixed(Math.min(asset.decimals, 8)),
      );
    }
  }
  return { users, kyc, balances };
}
