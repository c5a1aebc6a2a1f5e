import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conflict, notFound } from '../../http/envelope.ts';
import { pagedQuery } from '../../http/paging.ts';
import { pagedListFromContract } from '../../http/contractList.ts';
import { affiliateContract } from '../../../src/contracts/resources/affiliate.ts';
import { logAction } from '../../actionLog.ts';
import { commandRoute } from '../../http/commandRoutes.ts';
import {
  AFFILIATE_STATUSES,
  updateAffiliateStatus,
} from '../../../src/contracts/commands/affiliates.ts';
import { pagedListRoute } from '../../http/listRoute.ts';
import { userByEmail } from '../../http/pagingLookup.ts';

type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];

/** Referrals: who brought whom, the commission earned in USDT, and whether it still earns. */
export const AFFILIATES_LIST = pagedListFromContract(affiliateContract, {
  from: `FROM affiliates f JOIN users r ON r.id = f.referrer_id JOIN users d ON d.id = f.referred_id`,
  columns: {
    referrerEmail: { sql: 'r.email', lookup: userByEmail('f.referrer_id') },
    referredEmail: { sql: 'd.email', lookup: userByEmail('f.referred_id') },
    commission: { sql: 'f.commission', notNull: true },
    status: { sql: 'f.status', notNull: true },
    createdAt: { sql: 'f.created_at', notNull: true },
    updatedAt: { sql: 'f.updated_at', notNull: true },
  },
  apiColumns: {
    _id: { sql: 'f.id', type: 'select', sortable: false },
    referrerId: { sql: 'f.referrer_id', type: 'select', sortable: false },
  },
  select: `f.id AS "_id", f.referrer_id AS "referrerId", r.email AS "referrerEmail", r.name AS "referrerName",
    r.referral_code AS "referralCode", f.referred_id AS "referredId", d.email AS "referredEmail", d.name AS "referredName",
    trim_scale(f.commission)::text AS commission, 'USDT' AS "commissionAsset", f.status,
    f.created_at AS "createdAt", f.updated_at AS "updatedAt"`,
  tiebreak: 'f.id',
  // Both users are NOT NULL keys: the joins add columns, never drop or repeat a referral.
  count: { from: 'FROM affiliates f', aliases: ['f'] },
});

export const affiliateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['Affiliate'];

  pagedListRoute(app, AFFILIATES_LIST, {
    tags,
    summary: 'Referrals (referrer, referred user, commission, status), newest first, server-paged',
    description:
      'query: page, limit, filter (JSON: q, status, referrerEmail, referredEmail, commission_gte/_lte, createdAt_gte/_lte), sort (JSON). result: { data: [{ _id, referrerId, referrerEmail, referrerName, referralCode, referredId, referredEmail, referredName, commission, commissionAsset, status, createdAt, updatedAt }], total, page, limit }',
  });

  commandRoute<{ _id: string; status: AffiliateStatus }>(
    app,
    updateAffiliateStatus,
    async (tx, { _id, status }, { adminId, email }) => {
      const { rows } = await tx.query<{ status: string; referrer: string; referred: string }>(
        `SELECT f.status, r.email AS referrer, d.email AS referred FROM affiliates f
           JOIN users r ON r.id = f.referrer_id JOIN users d ON d.id = f.referred_id
          WHERE f.id = $1 FOR UPDATE OF f`,
        [_id],
      );
      const row = rows[0];
      if (!row) throw notFound('Referral not found');
      if (row.status === status) throw conflict(`This referral is already ${status}`);
      await tx.query('UPDATE affiliates SET status = $2, updated_at = now() WHERE id = $1', [
        _id,
        status,
      ]);
      await logAction(tx, {
        description: `Referral of ${row.referred} by ${row.referrer}: ${row.status} → ${status} by ${email}`,
        userId: row.referred,
        adminId,
      });
      const page = await pagedQuery(tx, AFFILIATES_LIST, { filter: { _id }, limit: 1 });
      const message = status === 'active' ? 'Referral activated' : 'Referral suspended';
      return { record: page.data[0], message };
    },
  );
};
