import { isoDay, isoTime } from './isoTime.ts';
import { PopulationDraw, UserDraw } from './populationDraw.ts';

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
  const draw = new PopulationDraw(now, firstIndex);
  const u = new UserDraw();
  for (let n = 0; n < count; n++) {
    draw.next(u);
    users.id.push(u.id);
    users.name.push(u.name);
    users.email.push(u.email);
    users.phone.push(u.phone);
    users.country.push(u.country.name);
    users.status.push(u.status);
    users.kycStatus.push(u.kycStatus);
    users.referralCode.push(u.referralCode);
    users.createdAt.push(isoTime(u.createdAt));
    users.lastLoginAt.push(u.lastLoginAt === null ? null : isoTime(u.lastLoginAt));
    if (u.kycStatus !== 'not_submitted') {
      kyc.id.push(u.kycId);
      kyc.userId.push(u.id);
      kyc.fullName.push(u.name);
      kyc.dateOfBirth.push(isoDay(u.dateOfBirth));
      kyc.nationality.push(u.country.nationality);
      kyc.address.push(u.address);
      kyc.documentType.push(u.documentType);
      kyc.documentNumber.push(u.documentNumber);
      kyc.status.push(u.kycStatus);
      kyc.reason.push(u.reason);
      kyc.submittedAt.push(isoTime(u.submittedAt));
      kyc.reviewedAt.push(u.reviewedAt === null ? null : isoTime(u.reviewedAt));
      kyc.reviewedBy.push(u.reviewedAt === null ? null : reviewer);
    }
    for (let k = 0; k < u.held; k++) {
      balances.userId.push(u.id);
      balances.assetId.push(u.assets[k].id);
      balances.amount.push(u.amounts[k]);
    }
  }
  return { users, kyc, balances };
}
