import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, conflict, notFound, ok } from '../http/envelope.ts';
import { logAction } from '../actionLog.ts';
import { findKyc, Id, KYC_FIELDS, type KycRecord } from './records.ts';
import { answerWholeList, WholeListQuerystring, type WholeListSpec } from './wholeListFormat.ts';
import { EmptyBody, emptyBodyIsObject } from '../http/emptyBody.ts';
import { documentSvg } from './kycDocuments.ts';
import { KYC_REASON_RULES } from '../../src/resources/kyc/rules.ts';

const tags = ['KYC'];
export const REASON_REQUIRED = 'A reason is required to reject a KYC submission';
// The admin's reject dialog validates with the same rules object.
const REASON_MIN = KYC_REASON_RULES.minLength;
const REASON_MAX = KYC_REASON_RULES.maxLength;

const KYC_LIST: WholeListSpec = {
  name: 'kyc',
  fields: KYC_FIELDS,
  from: 'FROM kyc k JOIN users u ON u.id = k.user_id',
  recordOrder: 't."submittedAt" DESC, t."_id"',
  columnOrder: 'k.submitted_at DESC, k.id',
};

export const kycRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/getAllKycList',
    {
      preValidation: emptyBodyIsObject,
      schema: {
        tags,
        summary: 'Every KYC submission, newest first (whole list)',
        description:
          'result: [{ _id, userId, name, email, nationality, address, dateOfBirth, documentType, documentNumber, status, reason|null, submittedAt, reviewedAt|null, reviewedBy|null, documents: { front, back|null, selfie } }]; document paths are relative to the API base; with ?format=columns the same fields as one array each (see the querystring)',
        body: EmptyBody,
        querystring: WholeListQuerystring,
      },
    },
    (request, reply) => answerWholeList(app.db, request, reply, KYC_LIST),
  );

  app.get(
    '/admin/kycDocument/:id/:side',
    {
      schema: {
        tags,
        summary: 'A submitted document image (image/svg+xml); fetch it with the bearer token',
        params: Type.Object({
          id: Id,
          side: Type.Union([Type.Literal('front'), Type.Literal('back'), Type.Literal('selfie')]),
        }),
      },
    },
    async (request, reply) => {
      const { id, side } = request.params;
      const kyc = await findKyc(app.db, 'k.id', id);
      if (!kyc) throw notFound('KYC submission not found');
      if (side === 'back' && kyc.documents.back === null)
        throw notFound('A passport has no back side');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'private, max-age=3600')
        .send(documentSvg({ ...kyc, id: kyc._id }, side));
    },
  );

  app.post(
    '/admin/verifyKyc',
    {
      schema: {
        tags,
        summary: 'Approve or reject a pending KYC submission (a reason is required to reject)',
        description:
          'Only pending submissions can be verified (409 otherwise). result: the updated KYC record',
        body: Type.Object(
          {
            _id: Id,
            status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
            reason: Type.Optional(Type.String({ maxLength: 2000 })),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const { _id, status } = request.body;
      const reason = request.body.reason?.trim() ?? '';
      if (status === 'rejected') {
        if (reason.length < REASON_MIN) throw badRequest(REASON_REQUIRED);
        if (reason.length > REASON_MAX)
          throw badRequest(`The reason must be at most ${REASON_MAX} characters`);
      }
      const { adminId, email: adminEmail } = request.session;
      const record = await app.db.transaction(async (tx) => {
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
        return (await findKyc(tx, 'k.id', _id)) as KycRecord;
      });
      return ok(record, status === 'approved' ? 'KYC approved' : 'KYC rejected');
    },
  );
};
