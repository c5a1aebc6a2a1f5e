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

/**
 * One field of a record: its JSON name and SQL. `time` fields are timestamptz, sent as ISO text.
 */
export interface RecordField {
  name: string;
  sql: string;
  time?: true;
}

/** `expr AS "name", ...` for the record form. */
export const recordSelect = (fields: readonly RecordField[]) =>
  fields.map((f) => `${f.time ? iso(f.sql) : f.sql} AS "${f.name}"`).join(', ');

const field = (name: string, sql: string): RecordField => ({ name, sql });
const time = (name: string, sql: string): RecordField => ({ name, sql, time: true });

/** The user record, for `FROM users u`. */
export const USER_FIELDS: readonly RecordField[] = [
  field('_id', 'u.id'),
  field('name', 'u.name'),
  field('email', 'u.email'),
  field('phone', 'u.phone'),
  field('country', 'u.country'),
  field('status', 'u.status'),
  field('kycStatus', 'u.kyc_status'),
  field('referralCode', 'u.referral_code'),
  time('createdAt', 'u.created_at'),
  time('lastLoginAt', 'u.last_login_at'),
];

/** The user record's columns, for `SELECT ... FROM users u`, turned into JSON with row_to_json/json_agg. */
export const USER_COLUMNS = recordSelect(USER_FIELDS);

/** The KYC record, for `FROM kyc k JOIN users u ON u.id = k.user_id`. Document paths are relative to the API base. */
export const KYC_FIELDS: readonly RecordField[] = [
  field('_id', 'k.id'),
  field('userId', 'k.user_id'),
  field('name', 'k.full_name'),
  field('email', 'k.email'),
  field('nationality', 'k.nationality'),
  field('address', 'k.address'),
  field('dateOfBirth', `to_char(k.date_of_birth, 'YYYY-MM-DD')`),
  field('documentType', 'k.document_type'),
  field('documentNumber', 'k.document_number'),
  field('status', 'k.status'),
  field('reason', 'k.reason'),
  time('submittedAt', 'k.submitted_at'),
  time('reviewedAt', 'k.reviewed_at'),
  field('reviewedBy', 'k.reviewed_by'),
  field(
    'documents',
    `json_build_object(
    'front', '/admin/kycDocument/' || k.id || '/front',
    'back', CASE WHEN k.document_type = 'passport' THEN NULL ELSE '/admin/kycDocument/' || k.id || '/back' END,
    'selfie', '/admin/kycDocument/' || k.id || '/selfie')`,
  ),
];

/** Needs `FROM kyc k JOIN users u ON u.id = k.user_id`. */
export const KYC_COLUMNS = recordSelect(KYC_FIELDS);

/** A serialised whole list, the data version it was built at, and its compressed forms. */
export interface CachedList {
  version: string;
  json: string;
  /** By content encoding ('br', 'gzip'), compressed once per version (wholeListFormat.ts). */
  encoded: Map<string, Promise<Buffer>>;
}

/**
 * The last serialised list per database and list name. Safe with several server processes on one
 * PostgreSQL: the version is a row every write statement on users/kyc bumps inside its own
 * transaction, and each request compares it before answering, so a write committed by any process
 * makes every other process rebuild on its next read.
 */
const listCache = new WeakMap<object, Map<string, ListEntry>>();

interface ListEntry {
  /** The version read before the list was asked for, and the one read with its data. */
  asked: string;
  built?: string;
  list: Promise<CachedList>;
}

/**
 * A whole list as JSON text, rebuilt only when users or kyc changed since the last call (triggers
 * bump data_versions.people on every write statement). 100 000 users take ~1 s to serialise in
 * PostgreSQL; an unchanged list is answered from memory, and the requests that arrive while it is
 * being rebuilt for their version wait for that one rebuild instead of each running their own.
 */
export async function cachedList(db: Query, name: string, sql: string): Promise<CachedList> {
  let lists = listCache.get(db);
  if (!lists) listCache.set(db, (lists = new Map()));
  const { rows } = await db.query<{ version: string }>(
    `SELECT version::text FROM data_versions WHERE name = 'people'`,
  );
  const version = rows[0]?.version ?? '';
  const cached = lists.get(name);
  if (cached && (cached.asked === version || cached.built === version)) return cached.list;
  // The version is read again in the same statement as the data, so the entry is never newer than its data.
  const entry: ListEntry = {
    asked: version,
    list: db
      .query<{ json: string; version: string }>(
        `SELECT (SELECT version::text FROM data_versions WHERE name = 'people') AS version, list.json FROM (${sql}) list`,
      )
      .then(({ rows: [fresh] }) => {
        entry.built = fresh.version;
        return { version: fresh.version, json: fresh.json, encoded: new Map() };
      }),
  };
  lists.set(name, entry);
  // A failed rebuild is not kept: the next request tries again.
  entry.list.catch(() => {
    if (lists.get(name) === entry) lists.delete(name);
  });
  return entry.list;
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
