import type { FastifyReply } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import type { Db } from '../db/index.ts';

/**
 * User and KYC records as the API answers them, built by PostgreSQL (json_build_object), so a whole
 * list of 100 000 records comes back as one JSON text that is sent without being parsed again.
 */

/** A timestamptz column as the ISO string JavaScript writes (2024-05-01T12:00:00.000Z). */
export const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const USER_JSON = `json_build_object(
  '_id', u.id, 'name', u.name, 'email', u.email, 'phone', u.phone, 'country', u.country,
  'status', u.status, 'kycStatus', u.kyc_status, 'referralCode', u.referral_code,
  'createdAt', ${iso('u.created_at')}, 'lastLoginAt', ${iso('u.last_login_at')})`;

/** Needs `FROM kyc k JOIN users u ON u.id = k.user_id`. Document paths are relative to the API base. */
export const KYC_JSON = `json_build_object(
  '_id', k.id, 'userId', k.user_id, 'name', k.full_name, 'email', u.email, 'nationality', k.nationality,
  'address', k.address, 'dateOfBirth', to_char(k.date_of_birth, 'YYYY-MM-DD'), 'documentType', k.document_type,
  'documentNumber', k.document_number, 'status', k.status, 'reason', k.reason,
  'submittedAt', ${iso('k.submitted_at')}, 'reviewedAt', ${iso('k.reviewed_at')}, 'reviewedBy', k.reviewed_by,
  'documents', json_build_object(
    'front', '/admin/kycDocument/' || k.id || '/front',
    'back', CASE WHEN k.document_type = 'passport' THEN NULL ELSE '/admin/kycDocument/' || k.id || '/back' END,
    'selfie', '/admin/kycDocument/' || k.id || '/selfie'))`;

export type UserStatus = 'active' | 'blocked';
export type KycState = 'pending' | 'approved' | 'rejected';

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
  documentType: 'passport' | 'national_id' | 'driving_licence';
  documentNumber: string;
  status: KycState;
  reason: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  documents: { front: string; back: string | null; selfie: string };
}

type Query = Pick<Db, 'query'>;

export async function findUser(db: Query, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query<{ record: UserRecord }>(
    `SELECT ${USER_JSON} AS record FROM users u WHERE u.id = $1`,
    [id],
  );
  return rows[0]?.record ?? null;
}

export async function findKyc(
  db: Query,
  where: 'k.id' | 'k.user_id',
  id: string,
): Promise<KycRecord | null> {
  const { rows } = await db.query<{ record: KycRecord }>(
    `SELECT ${KYC_JSON} AS record FROM kyc k JOIN users u ON u.id = k.user_id WHERE ${where} = $1`,
    [id],
  );
  return rows[0]?.record ?? null;
}

/** Sends { success: true, result: <json text> } without parsing and re-serialising the result. */
export function sendJsonResult(reply: FastifyReply, jsonText: string) {
  return reply
    .type('application/json; charset=utf-8')
    .send(`{"success":true,"result":${jsonText}}`);
}

export const Id = Type.String({ format: 'uuid', description: 'The record _id' });
/** The spec's "(empty body)" list calls: POST with {}. */
export const EmptyBody = Type.Object({}, { description: 'Empty body: {}' });
