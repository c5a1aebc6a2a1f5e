import type { FastifyReply } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import type { Db } from '../db/index.ts';
import type { KycRecord, UserRecord } from '../../src/contracts/records.ts';

/**
 * User and KYC records as the API answers them, built by PostgreSQL (row_to_json), so a whole
 * list of 100 000 records comes back as one JSON text that is sent without being parsed again.
 */

/** A timestamptz column as the ISO string JavaScript writes (2024-05-01T12:00:00.000Z). */
export const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The user record's columns, for `SELECT ... FROM users u`, turned into JSON with row_to_json/json_agg. */
export const USER_COLUMNS = `u.id AS "_id", u.name, u.email, u.phone, u.country, u.status,
  u.kyc_status AS "kycStatus", u.referral_code AS "referralCode",
  ${iso('u.created_at')} AS "createdAt", ${iso('u.last_login_at')} AS "lastLoginAt"`;

/** Needs `FROM kyc k JOIN users u ON u.id = k.user_id`. Document paths are relative to the API base. */
export const KYC_COLUMNS = `k.id AS "_id", k.user_id AS "userId", k.full_name AS name, u.email, k.nationality, k.address,
  to_char(k.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", k.document_type AS "documentType",
  k.document_number AS "documentNumber", k.status, k.reason, ${iso('k.submitted_at')} AS "submittedAt",
  ${iso('k.reviewed_at')} AS "reviewedAt", k.reviewed_by AS "reviewedBy",
  json_build_object(
    'front', '/admin/kycDocument/' || k.id || '/front',
    'back', CASE WHEN k.document_type = 'passport' THEN NULL ELSE '/admin/kycDocument/' || k.id || '/back' END,
    'selfie', '/admin/kycDocument/' || k.id || '/selfie') AS documents`;

/**
 * The last serialised list per database and list name, with the data version it was built at.
 * Safe with several server processes on one PostgreSQL: the version is a row every write statement
 * on users/kyc bumps inside its own transaction, and each request compares it before answering, so
 * a write committed by any process makes every other process rebuild on its next read.
 */
const listCache = new WeakMap<object, Map<string, { version: string; json: string }>>();

/**
 * A whole list as JSON text, rebuilt only when users or kyc changed since the last call (triggers
 * bump data_versions.people on every write statement). 100 000 users take ~1 s to serialise in
 * PostgreSQL; an unchanged list is answered from memory.
 */
export async function cachedJsonList(db: Query, name: string, sql: string): Promise<string> {
  let lists = listCache.get(db);
  if (!lists) listCache.set(db, (lists = new Map()));
  const { rows } = await db.query<{ version: string }>(
    `SELECT version::text FROM data_versions WHERE name = 'people'`,
  );
  const version = rows[0]?.version ?? '';
  const cached = lists.get(name);
  if (cached && cached.version === version) return cached.json;
  // The version is read again in the same statement as the data, so the entry is never newer than its data.
  const fresh = await db.query<{ json: string; version: string }>(
    `SELECT (SELECT version::text FROM data_versions WHERE name = 'people') AS version, list.json FROM (${sql}) list`,
  );
  lists.set(name, { version: fresh.rows[0].version, json: fresh.rows[0].json });
  return fresh.rows[0].json;
}

/**
 * One SELECT whose single row is the whole list as compact JSON text (row_to_json writes no spaces),
 * ordered by the given columns of the record (ISO timestamps sort as text).
 */
export const jsonListSql = (select: string, orderBy: string) =>
  `SELECT coalesce(json_agg(t ORDER BY ${orderBy}), '[]')::text AS json FROM (${select}) t`;

// The record shapes are one contract with the admin (src/contracts/records.ts).
export type { KycState, UserStatus } from '../../src/contracts/records.ts';
export type { KycRecord, UserRecord };

type Query = Pick<Db, 'query'>;

export async function findUser(db: Query, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query<{ record: UserRecord }>(
    `SELECT row_to_json(t) AS record FROM (SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1) t`,
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
    `SELECT row_to_json(t) AS record FROM (SELECT ${KYC_COLUMNS} FROM kyc k JOIN users u ON u.id = k.user_id WHERE ${where} = $1) t`,
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
