import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound } from '../http/envelope.ts';
import { logAction } from '../actionLog.ts';
import { findKyc, findUser, USER_COLUMNS, USER_FIELDS, type UserRecord } from './records.ts';
import { answerWholeList, type WholeListSpec } from './wholeListFormat.ts';
import { pagedListFromContract } from '../http/contractList.ts';
import { pagedListRoute } from '../http/listRoute.ts';
import { talliedRows } from '../db/tallies.ts';
import { usersContract } from '../../src/contracts/resources/users.ts';
import { commandRoute } from '../http/commandRoutes.ts';
import { updateUser } from '../../src/contracts/commands/users.ts';
import { readRoute } from '../http/readRoutes.ts';
import { userDetails } from '../../src/contracts/reads/index.ts';

/** The profile fields an admin may edit (their rules are the command's). */
const PROFILE = ['name', 'phone', 'country'] as const;
type UserChange = { _id: string; status?: 'active' | 'blocked' } & Partial<
  Record<(typeof PROFILE)[number], string>
>;
import type { UserBalance } from '../../src/contracts/records.ts';

const tags = ['Users'];

/**
 * The users grid, one page at a time: every sort and filter is served by an index
 * (migration 119), and search by one trigram index on the searchable text (migration 126).
 */
export const USERS_PAGES = pagedListFromContract(usersContract, {
  from: 'FROM users u',
  columns: {
    name: { sql: 'u.name', notNull: true },
    email: { sql: 'u.email', notNull: true },
    phone: { sql: 'u.phone', notNull: true },
    country: { sql: 'u.country', notNull: true },
    status: { sql: 'u.status', notNull: true },
    kycStatus: { sql: 'u.kyc_status', notNull: true },
    referralCode: { sql: 'u.referral_code', notNull: true },
    createdAt: { sql: 'u.created_at', notNull: true },
    lastLoginAt: { sql: 'u.last_login_at' },
  },
  apiColumns: { _id: { sql: 'u.id', type: 'select', sortable: false, cast: 'uuid' } },
  select: USER_COLUMNS,
  search: 'u.search_text',
  tiebreak: 'u.id',
  // Exact at any size, for the whole list and by status: the figures the writes keep.
  keptTotal: { by: 'status', read: (db, statuses) => talliedRows(db, 'users', statuses) },
});

/** The API's empty body: every user, newest first. */
const USERS_LIST: WholeListSpec = {
  name: 'users',
  fields: USER_FIELDS,
  from: 'FROM users u',
  recordOrder: 't."createdAt" DESC, t."_id"',
};

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(
    app,
    USERS_PAGES,
    {
      tags,
      summary: 'Users, newest first: one page, or every user for the empty body',
      description:
        'body: page, limit, filter (q, status, kycStatus, country, createdAt_gte/_lte, _id), sort (e.g. {"name":1}), format: csv. result: { data: [{ _id, name, email, phone, country, status: active|blocked, kycStatus: not_submitted|pending|approved|rejected, referralCode, createdAt, lastLoginAt|null }], total, totalCapped, pageableRows, page, limit }. The empty body {} answers every user as an array, newest first.',
    },
    { emptyBody: (request, reply) => answerWholeList(app.db, request, reply, USERS_LIST) },
  );

  commandRoute<UserChange>(app, updateUser, async (tx, body, { adminId }) => {
    const { _id, status } = body;
    const profile: Record<string, string> = {};
    for (const key of PROFILE) if (body[key] !== undefined) profile[key] = body[key].trim();
    if (status === undefined && Object.keys(profile).length === 0)
      throw badRequest('Send status, or any of name, phone, country');
    const before = await tx.query<Record<'status' | 'email' | (typeof PROFILE)[number], string>>(
      'SELECT status, email, name, phone, country FROM users WHERE id = $1 FOR UPDATE',
      [_id],
    );
    const user = before.rows[0];
    if (!user) throw notFound('User not found');
    const changed = PROFILE.filter((key) => key in profile && user[key] !== profile[key]);
    if (changed.length > 0) {
      await tx.query(
        `UPDATE users SET ${changed.map((key, i) => `${key} = $${i + 2}`).join(', ')} WHERE id = $1`,
        [_id, ...changed.map((key) => profile[key])],
      );
      const description = `User ${user.email} edited: ${changed.join(', ')}`;
      await logAction(tx, { description, userId: _id, adminId });
    }
    if (status !== undefined && user.status !== status) {
      await tx.query('UPDATE users SET status = $2 WHERE id = $1', [_id, status]);
      const description = `User ${user.email} ${status === 'blocked' ? 'blocked' : 'activated'}`;
      await logAction(tx, { description, userId: _id, adminId });
    }
    const record = (await findUser(tx, _id)) as UserRecord;
    const message =
      status === undefined
        ? 'User updated'
        : status === 'blocked'
          ? 'User blocked'
          : 'User activated';
    return { record, message };
  });

  readRoute<{ _id: string }>(app, userDetails, async (db, { _id }) => {
    const user = await findUser(db, _id);
    if (!user) throw notFound('User not found');
    const kyc = await findKyc(db, 'k.user_id', _id);
    const balances = await db.query<UserBalance>(
      `SELECT a.symbol AS asset, a.name, trim_scale(b.amount)::text AS amount,
              round(b.amount * a.price_usd, 2)::text AS "usdValue"
         FROM balances b JOIN assets a ON a.id = b.asset_id
        WHERE b.user_id = $1
        ORDER BY b.amount * a.price_usd DESC, a.symbol`,
      [_id],
    );
    return { user, kyc, balances: balances.rows };
  });
};
