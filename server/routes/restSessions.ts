import type { FastifyRequest } from 'fastify';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logAction } from '../actionLog.ts';
import { badRequest, notFound, unauthorized } from '../http/envelope.ts';
import { findSession, listLiveSessions, revokeSessionById } from '../auth/sessions.ts';
import { SESSIONS_RESOURCE as RESOURCE, type SessionRecord } from '../../src/contracts/sessions.ts';

/**
 * The signed-in admin's live sessions as a plain REST resource in ra-data-simple-rest's dialect:
 * `GET /rest/sessions?sort=["lastSeenAt","DESC"]&range=[0,9]&filter={}` answers a bare array and
 * `Content-Range: sessions 0-1/2`; `DELETE /rest/sessions/:id` revokes one. An admin only ever
 * sees and revokes their own sessions; the id is an opaque handle, never the token hash.
 */
const tags = ['Sessions'];

const SORTABLE = ['id', 'createdAt', 'lastSeenAt', 'clientAddress', 'userAgent', 'current'];
const MAX_RANGE = 1000;

const JsonParam = Type.String({
  maxLength: 2000,
  description: 'JSON-encoded, as simple-rest sends it',
});
const ListQuery = Type.Object(
  {
    sort: Type.Optional({ ...JsonParam, examples: ['["lastSeenAt","DESC"]'] }),
    range: Type.Optional({ ...JsonParam, examples: ['[0,9]'] }),
    filter: Type.Optional({ ...JsonParam, examples: ['{"current":false}'] }),
  },
  { additionalProperties: false },
);
const SessionJson = Type.Object({
  id: Type.String(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  clientAddress: Type.Union([Type.String(), Type.Null()]),
  userAgent: Type.Union([Type.String(), Type.Null()]),
  current: Type.Boolean(),
});

export const restSessionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The /api guard (deny by default) normally sets request.session first; this keeps the
  // resource closed on its own too, whatever order hooks are registered in.
  app.addHook('onRequest', async (request) => {
    if (request.session) return;
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
    if (!token) throw unauthorized('Unauthorized: no admin token');
    const session = await findSession(app.db, token);
    if (!session) throw unauthorized('Unauthorized: the session has expired or was revoked');
    request.session = session;
  });

  app.get(
    `/rest/${RESOURCE}`,
    {
      config: { ownAccount: true },
      schema: {
        tags,
        summary: "The signed-in admin's live sessions (ra-data-simple-rest list)",
        description:
          'Bare array of { id, createdAt, lastSeenAt, clientAddress, userAgent, current } and a ' +
          '`Content-Range: sessions <start>-<end>/<total>` header. `sort` is [field, "ASC"|"DESC"], ' +
          '`range` is [start, end] (inclusive), `filter` accepts id (one or a list), current and q.',
        querystring: ListQuery,
        response: { 200: Type.Array(SessionJson) },
      },
    },
    async (request, reply) => {
      const sort = parseSort(request.query.sort);
      const [start, end] = parseRange(request.query.range);
      const matches = parseFilter(request.query.filter);
      const all = (await ownSessions(request)).filter(matches).sort(compareBy(sort));
      const page = all.slice(start, end + 1);
      const last = page.length ? start + page.length - 1 : start;
      return reply
        .header('content-range', `${RESOURCE} ${start}-${last}/${all.length}`)
        .header('access-control-expose-headers', 'Content-Range')
        .send(page);
    },
  );

  app.delete(
    `/rest/${RESOURCE}/:id`,
    {
      config: { ownAccount: true },
      schema: {
        tags,
        summary: "Revoke one of the signed-in admin's sessions (its own is allowed: signs out)",
        description:
          "Answers the revoked session. 404 when the id is not one of this admin's live sessions.",
        params: Type.Object(
          { id: Type.String({ format: 'uuid', description: 'The session id' }) },
          { additionalProperties: false },
        ),
        response: { 200: SessionJson },
      },
    },
    async (request) => {
      const target = (await ownSessions(request)).find((s) => s.id === request.params.id);
      const adminId = request.session.adminId;
      if (!target || !(await revokeSessionById(app.db, adminId, target.id))) {
        throw notFound('Session not found');
      }
      await logAction(app.db, {
        description: target.current
          ? 'Revoked this session (signed out)'
          : `Revoked a session (${target.clientAddress ?? 'unknown address'}, signed in ${target.createdAt})`,
        adminId,
        userId: request.session.email,
      });
      return target;
    },
  );

  async function ownSessions(request: FastifyRequest): Promise<SessionRecord[]> {
    const sessions = await listLiveSessions(app.db, request.session.adminId);
    return sessions.map((s) => ({ ...s, current: s.id === request.session.id }));
  }
};

type Sort = { field: keyof SessionRecord; order: 'ASC' | 'DESC' };

function parseJson(name: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`Invalid querystring: '${name}' must be JSON`);
  }
}

function parseSort(raw: string | undefined): Sort {
  if (raw === undefined) return { field: 'lastSeenAt', order: 'DESC' };
  const value = parseJson('sort', raw);
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    !SORTABLE.includes(value[0]) ||
    (value[1] !== 'ASC' && value[1] !== 'DESC')
  ) {
    throw badRequest(
      `Invalid querystring: 'sort' must be [field, "ASC"|"DESC"] with field one of ${SORTABLE.join(', ')}`,
    );
  }
  return { field: value[0] as Sort['field'], order: value[1] };
}

function parseRange(raw: string | undefined): [number, number] {
  if (raw === undefined) return [0, MAX_RANGE - 1];
  const value = parseJson('range', raw);
  const valid =
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((n) => Number.isSafeInteger(n) && n >= 0) &&
    value[0] <= value[1] &&
    value[1] - value[0] < MAX_RANGE;
  if (!valid) {
    throw badRequest(
      `Invalid querystring: 'range' must be [start, end], 0 <= start <= end, at most ${MAX_RANGE} rows`,
    );
  }
  return value as [number, number];
}

function parseFilter(raw: string | undefined): (s: SessionRecord) => boolean {
  if (raw === undefined) return () => true;
  const value = parseJson('filter', raw);
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest("Invalid querystring: 'filter' must be a JSON object");
  }
  const tests: ((s: SessionRecord) => boolean)[] = [];
  for (const [key, wanted] of Object.entries(value)) {
    if (key === 'id' && (typeof wanted === 'string' || isStringList(wanted))) {
      const ids = new Set(typeof wanted === 'string' ? [wanted] : wanted);
      tests.push((s) => ids.has(s.id));
    } else if (key === 'current' && typeof wanted === 'boolean') {
      tests.push((s) => s.current === wanted);
    } else if (key === 'q' && typeof wanted === 'string' && wanted.length <= 200) {
      const needle = wanted.trim().toLowerCase();
      tests.push((s) =>
        `${s.clientAddress ?? ''} ${s.userAgent ?? ''}`.toLowerCase().includes(needle),
      );
    } else {
      throw badRequest(
        `Invalid querystring: filter '${key.slice(0, 40)}' is not supported (id, current or q)`,
      );
    }
  }
  return (s) => tests.every((test) => test(s));
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= MAX_RANGE && value.every((v) => typeof v === 'string');

function compareBy({ field, order }: Sort) {
  const sign = order === 'ASC' ? 1 : -1;
  return (a: SessionRecord, b: SessionRecord) => {
    const x = String(a[field] ?? '');
    const y = String(b[field] ?? '');
    // ISO dates compare as text; the id breaks ties so pages never overlap.
    return (x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0) * sign;
  };
}
