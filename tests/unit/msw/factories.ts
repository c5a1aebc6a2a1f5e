/**
 * Data factories shaped like the reference API's records (`_id`, camelCase). Deterministic:
 * the n-th record of a run is the same every run; `resetFactories()` restarts the numbering.
 */
import { BUILT_IN_ROLES } from '../../../src/contracts/permissions';
let sequence = 0;
export const resetFactories = () => {
  sequence = 0;
};
const next = () => ++sequence;
const uuid = (n: number, prefix: string) =>
  `${prefix.padEnd(8, '0').slice(0, 8)}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const isoDaysAgo = (days: number) =>
  new Date(Date.UTC(2025, 5, 1) - days * 86_400_000).toISOString();

export interface UserFixture {
  _id: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  status: 'active' | 'blocked';
  kycStatus: 'not_submitted' | 'pending' | 'approved' | 'rejected';
  referralCode: string;
  createdAt: string;
  lastLoginAt: string | null;
  [extra: string]: unknown;
}

const FIRST = ['Amara', 'Bruno', 'Chen', 'Dana', 'Elif', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jonas'];
const LAST = [
  'Okafor',
  'Silva',
  'Wei',
  'Levi',
  'Yilmaz',
  'Haddad',
  'Kim',
  'Martin',
  'Costa',
  'Berg',
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
];

export function buildUser(overrides: Partial<UserFixture> = {}): UserFixture {
  const n = next();
  const first = FIRST[n % FIRST.length];
  const last = LAST[(n * 7) % LAST.length];
  return {
    _id: uuid(n, 'a1'),
    name: `${first} ${last}`,
    email: `${first}.${last}${n}@example.com`.toLowerCase(),
    phone: `+1555${String(1000000 + n).slice(-7)}`,
    country: COUNTRIES[n % COUNTRIES.length],
    status: 'active',
    kycStatus: 'not_submitted',
    referralCode: `REF${String(n).padStart(5, '0')}`,
    createdAt: isoDaysAgo(n),
    lastLoginAt: isoDaysAgo(n / 2),
    ...overrides,
  };
}

export const buildUsers = (
  count: number,
  overrides: (i: number) => Partial<UserFixture> = () => ({}),
) => Array.from({ length: count }, (_, i) => buildUser(overrides(i)));

export interface KycFixture {
  _id: string;
  userId: string;
  name: string;
  email: string;
  fullName: string;
  dateOfBirth: string;
  nationality: string;
  address: string;
  documentType: 'passport' | 'national_id' | 'driving_licence';
  documentNumber: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  [extra: string]: unknown;
}

export function buildKyc(overrides: Partial<KycFixture> = {}): KycFixture {
  const n = next();
  const user = buildUser();
  return {
    _id: uuid(n, 'c2'),
    userId: user._id,
    name: user.name,
    email: user.email,
    fullName: user.name,
    dateOfBirth: `19${70 + (n % 30)}-0${1 + (n % 9)}-1${n % 10}`,
    nationality: 'French',
    address: `${n} Rue de la Paix, Paris, France`,
    documentType: 'passport',
    documentNumber: `P${String(100000 + n)}`,
    status: 'pending',
    reason: null,
    submittedAt: isoDaysAgo(n / 3),
    reviewedAt: null,
    reviewedBy: null,
    ...overrides,
  };
}

/** GET /admin/getAdminProfile's result. */
export const buildAdminProfile = (
  overrides: { email?: string; f2A_Status?: 'true' | 'false' } = {},
) => ({
  email: 'admin@exchange.test',
  f2A_Status: 'false' as 'true' | 'false',
  ...overrides,
});

/** GET /admin/roles as the server lists them: the built-in roles, each with its description. */
export const buildBuiltInRoles = (adminsOf: (role: string) => number = () => 0) =>
  Object.entries(BUILT_IN_ROLES).map(([name, role]) => ({
    _id: name,
    name,
    description: role.description,
    permissions: [...role.permissions],
    builtIn: true,
    admins: adminsOf(name),
    updatedAt: null,
  }));
