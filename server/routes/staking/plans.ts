import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logAction } from '../../actionLog.ts';
import { ok } from '../../http/envelope.ts';
import { insertPlan, planById, PLAN_FROM, PLAN_SELECT, updatePlan } from '../../staking/plans.ts';
import { Id } from '../records.ts';

const tags = ['Staking'];

/** Numbers or decimal strings; the rules (ranges, decimals, min ≤ max ≤ cap) are in checkPlan. */
const Decimal = Type.Union([Type.String({ maxLength: 40 }), Type.Number()]);
const planProperties = {
  asset: Type.String({ minLength: 1, maxLength: 12, description: 'Asset symbol, e.g. USDT' }),
  name: Type.String({ minLength: 1, maxLength: 80 }),
  type: Type.Union([Type.Literal('flexible'), Type.Literal('fixed')]),
  lockDays: Type.Integer({ minimum: 0, maximum: 3650 }),
  apr: Decimal,
  minAmount: Decimal,
  maxAmount: Decimal,
  totalCap: Decimal,
  status: Type.Union([Type.Literal('active'), Type.Literal('paused')]),
};
const PLAN_RESULT =
  '{ _id, asset, name, type, lockDays, apr, minAmount, maxAmount, totalCap, status, liveStakes, staked, createdAt, updatedAt }';

export const planRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/getStaking',
    {
      schema: {
        tags,
        summary: 'Staking plans (a short list: answered whole), newest first',
        description: `result: [${PLAN_RESULT}]`,
      },
    },
    async () => {
      const { rows } = await app.db.query<{ plans: unknown[] }>(
        `SELECT coalesce(json_agg(t), '[]') AS plans FROM (SELECT ${PLAN_SELECT} ${PLAN_FROM}
          ORDER BY p.created_at DESC, p.id DESC) t`,
      );
      return ok(rows[0].plans);
    },
  );

  app.post(
    '/admin/addsStaking',
    {
      schema: {
        tags,
        summary: 'Create a staking plan',
        description: `APR 0–1000 with at most 2 decimals; minAmount ≤ maxAmount ≤ totalCap; lockDays 0 for flexible, ≥ 1 for fixed. 400 with the broken rule. result: ${PLAN_RESULT}`,
        body: Type.Object(planProperties, { additionalProperties: false }),
      },
    },
    async (request) => {
      const { adminId, email } = request.session;
      const plan = await app.db.transaction(async (tx) => {
        const id = await insertPlan(tx, request.body);
        const created = await planById(tx, id);
        await logAction(tx, {
          description: `Staking plan "${created.name}" created: ${created.asset}, ${created.type}${created.lockDays ? ` ${created.lockDays} days` : ''}, APR ${created.apr} %`,
          adminId,
          userId: email,
        });
        return created;
      });
      return ok(plan, 'Staking plan created');
    },
  );

  app.post(
    '/admin/editStaking',
    {
      schema: {
        tags,
        summary: 'Edit a staking plan (any of its fields)',
        description: `The edited plan must obey the same rules as a new one. A plan with live stakes cannot change asset, type or lock days (409). result: ${PLAN_RESULT}`,
        body: Type.Object(
          { _id: Id, ...Type.Partial(Type.Object(planProperties)).properties },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const { adminId, email } = request.session;
      const { _id, ...changes } = request.body;
      const plan = await app.db.transaction(async (tx) => {
        const { before, after } = await updatePlan(tx, _id, changes);
        const changed = Object.keys(changes).filter(
          (key) =>
            String(before[key as keyof typeof before]) !== String(after[key as keyof typeof after]),
        );
        await logAction(tx, {
          description: `Staking plan "${after.name}" edited${changed.length ? `: ${changed.join(', ')}` : ' (no change)'}`,
          adminId,
          userId: email,
        });
        return after;
      });
      return ok(plan, 'Staking plan updated');
    },
  );
};
