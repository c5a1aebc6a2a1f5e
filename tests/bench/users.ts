import type { EngineField } from '../../src/dataProvider/wholeList';

/** A deterministic population of users shaped like the reference API's (`_id`, camelCase). */

const FIRST = [
  'Amara',
  'Bruno',
  'Chen',
  'Dana',
  'Élodie',
  'Farid',
  'Grace',
  'Hugo',
  'Inès',
  'Jonas',
  'Kemal',
  'Lena',
  'Mateo',
  'Noor',
  'Olga',
  'Priya',
];
const LAST = [
  'Okafor',
  'Silva',
  'Wei',
  'Levi',
  'Yılmaz',
  'Haddad',
  'Kim',
  'Martin',
  'Costa',
  'Berg',
  'Novak',
  'Sato',
  'Rossi',
  'Khan',
];
const COUNTRIES = [
  'Nigeria',
  'Brazil',
  'China',
  'Israel',
  'Turkey',
  'Lebanon',
  'Korea',
  'France',
  'Portugal',
  'Germany',
  'India',
  'Japan',
];
const KYC = ['not_submitted', 'pending', 'approved', 'rejected'];

/** mulberry32: a tiny seeded PRNG, so every run benches the same rows. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface BenchUser {
  id: string;
  _id: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  status: string;
  kycStatus: string;
  referralCode: string;
  createdAt: string;
  lastLoginAt: string | null;
}

export function generateUsers(count: number, seed = 20240601): BenchUser[] {
  const rnd = prng(seed);
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)];
  const now = Date.UTC(2025, 5, 1);
  const users: BenchUser[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const created = now - Math.floor(rnd() * 540 * 86_400_000);
    const id = `${(i + 1).toString(16).padStart(8, '0')}-0000-4000-8000-${Math.floor(
      rnd() * 2 ** 48,
    )
      .toString(16)
      .padStart(12, '0')}`;
    users[i] = {
      id,
      _id: id,
      name: `${first} ${last}`,
      email: `${first}.${last}${i}@example.com`.toLowerCase(),
      phone: `+${Math.floor(rnd() * 9e10 + 1e10)}`,
      country: pick(COUNTRIES),
      status: rnd() < 0.07 ? 'blocked' : 'active',
      kycStatus: pick(KYC),
      referralCode: Math.floor(rnd() * 36 ** 8)
        .toString(36)
        .toUpperCase()
        .padStart(8, '0'),
      createdAt: new Date(created).toISOString(),
      lastLoginAt:
        rnd() < 0.12 ? null : new Date(created + Math.floor(rnd() * (now - created))).toISOString(),
    };
  }
  return users;
}

/** The users schema's fields as the engine reads them (kept here so the bench has no UI imports). */
export const userFields: EngineField[] = [
  { source: 'name', type: 'text', searchable: true },
  { source: 'email', type: 'email', searchable: true },
  { source: 'phone', type: 'text', searchable: true },
  { source: 'country', type: 'text', filter: 'text' },
  { source: 'status', type: 'status', filter: 'select' },
  { source: 'kycStatus', type: 'status', filter: 'select' },
  { source: 'referralCode', type: 'text', searchable: true },
  { source: 'createdAt', type: 'datetime', filter: 'dateRange' },
  { source: 'lastLoginAt', type: 'datetime' },
];
