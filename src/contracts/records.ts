/**
 * The records the reference API answers, as one contract for src/ and server/. The server
 * builds them (server/routes/records.ts); the admin's resource types extend them with
 * react-admin's `id`. Plain types: no browser or Node imports.
 */

export type UserStatus = 'active' | 'blocked';
export type KycState = 'pending' | 'approved' | 'rejected';
export type KycDocumentType = 'passport' | 'national_id' | 'driving_licence';

export interface UserRecord {
  _id: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  status: UserStatus;
  kycStatus: 'not_submitted' | KycState;
  referralCode: string;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface KycRecord {
  _id: string;
  userId: string;
  name: string;
  email: string;
  nationality: string;
  address: string;
  dateOfBirth: string;
  documentType: KycDocumentType;
  documentNumber: string;
  status: KycState;
  reason: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  /** API paths of the images; they need the bearer. */
  documents: { front: string; back: string | null; selfie: string };
}

/** One line of a user's balances on the details endpoint (decimal strings). */
export interface UserBalance {
  asset: string;
  name: string;
  amount: string;
  usdValue: string;
}
