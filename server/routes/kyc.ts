import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, conflict, notFound } from '../http/envelope.ts';
import { logAction } from '../actionLog.ts';
import { findKyc, KYC_COLUMNS, KYC_FIELDS, type KycRecord } from './records.ts';
import { answerWholeList, type WholeListSpec } from './wholeListFormat.ts';
import { pagedListFromContract } from '../http/contractList.ts';
import { pagedListRoute } from '../http/listRoute.ts';
import { talliedRows } from '../db/tallies.ts';
import { userByEmail } from '../http/pagingLookup.ts';
import { kycContract } from '../../src/contracts/resources/kyc.ts';
import { documentSvg } from './kycDocuments.ts';
import { commandRoute } from '../http/commandRoutes.ts';
import { verifyKyc } from '../../src/contracts/commands/kyc.ts';
import { readRoute } from '../http/readRoutes.ts';
import { kycDocument } from '../../src/contracts/reads/index.ts';
import { KYC_REASON_RULES } from '../../src/resources/kyc/rules.ts';

const tags = ['KYC'];
// The reject dialog validates with the same rules object.
const REASON_MAX = KYC_REASON_RULES.maxLength;

/**
 * The KYC grid, one page at a time: every sort and filter is served by an index (migration
 * 116); the user's e-mail is asked of the users table first (lookup).
 */
export const KYC_PAGES = pagedListFromContract(kycContract, {
  from: 'FROM kyc k JOIN users u ON u.id = k.user_id',
  columns: {
    name: { sql: 'k.full_name', notNull: true },
    email: { sql: 'k.email', notNull: true, lookup: userByEmail('k.user_id') },
    documentType: { sql: 'k.document_type', notNull: true },
    documentNumber: { sql: 'k.document_number', notNull: true },
    status: { sql: 'k.status', notNull: true },
    submittedAt: { sql: 'k.submitted_at', notNull: true },
    reviewedAt: { sql: 'k.reviewed_at' },
  },
  apiColumns: {
    _id: { sql: 'k.id', type: 'select', sortable: false, cast: 'uuid' },
    userId: { sql: 'k.user_id', type: 'select', sortable: false, cast: 'uuid' },
  },
  select: KYC_COLUMNS,
  search: 'k.search_text',
  tiebreak: 'k.id',
  count: { from: 'FROM kyc k', aliases: ['k'] },
  // Exact at any size, for the whole list and by status: the figures the writes keep.
  keptTotal: { by: 'status', read: (db, statuses) => talliedRows(db, 'kyc', statuses) },
});

/** The API's empty body: every submission, newest first. */
const KYC_LIST: WholeListSpec = {
  name: 'kyc',
  fields: KYC_FIELDS,
  from: 'FROM kyc k JOIN users u ON u.id = k.user_id',
  recordOrder: 't."submittedAt" DESC, t."_id"',
};

export const kycRoutes: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(
    app,
    KYC_PAGES,
    {
      tags,
      summary: 'KYC submissions, newest first: one page, or every submission for the empty body',
      description:
        'body: page, limit, filter (q, status, documentType, email, submittedAt_gte/_lte, userId, _id), sort (e.g. {"name":1}), format: csv. result: { data: [{ _id, userId, name, email, nationality, address, dateOfBirth, documentType, documentNumber, status, reason|null, submittedAt, reviewedAt|null, reviewedBy|null, documents: { front, back|null, selfie } }], total, totalCapped, pageableRows, page, limit }; document paths are relative to the API base. The empty body {} answers every submission as an array, newest first.',
    },
    { emptyBody: (request, reply) => answerWholeList(app.db, request, reply, KYC_LIST) },
  );

  readRoute<{ id: string; side: 'front' | 'back' | 'selfie' }>(
    app,
    kycDocument,
    async (db, { id, side }, { reply }) => {
      const kyc = await findKyc(db, 'k.id', id);
      if (!kyc) throw notFound('KYC submission not found');
      if (side === 'back' && kyc.documents.back === null)
        throw notFound('A passport has no back side');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'private, max-age=3600')
        .send(documentSvg({ ...kyc, id: kyc._id }, side));
    },
  );

  commandRoute<{ _id: string; status: 'approved' | 'rejected'; reason?: string }>(
    app,
    verifyKyc,
    async (tx, { _id, status, ...body }, { adminId, email: adminEmail }) => {
      const reason = body.reason?.trim() ?? '';
      if (status === 'rejected' && reason.length > REASON_MAX)
        throw badRequest(`The reason must be at most ${REASON_MAX} characters`);
      const current = await tx.query<{ status: string; user_id: string; email: string }>(
        'SELECT k.status, k.user_id, u.email FROM kyc k JOIN users u ON u.id = k.user_id WHERE k.id = $1 FOR UPDATE OF k',
        [_id],
      );
      const row = current.rows[0];
      if (!row) throw notFound('KYC submission not found');
      if (row.status !== 'pending') {
        throw conflict(
          `This KYC submission was already ${row.status}; only pending submissions can be verified`,
        );
      }
      await tx.query(
        `UPDATE kyc SET status = $2, reason = $3, reviewed_at = now(), reviewed_by = $4 WHERE id = $1`,
        [_id, status, status === 'rejected' ? reason : null, adminEmail],
      );
      await tx.query('UPDATE users SET kyc_status = $2 WHERE id = $1', [row.user_id, status]);
      await logAction(tx, {
        description:
          status === 'approved'
            ? `KYC of ${row.email} approved`
            : `KYC of ${row.email} rejected: ${reason}`,
        userId: row.user_id,
        adminId,
      });
      const record = (await findKyc(tx, 'k.id', _id)) as KycRecord;
      return { record, message: status === 'approved' ? 'KYC approved' : 'KYC rejected' };
    },
  );
};
