import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logAction } from '../../actionLog.ts';
import { ApiError, notFound, ok, EnvelopeSchema } from '../../http/envelope.ts';
import {
  CHANGE_REASON_MIN,
  feeProblem,
  isLargeChange,
  largeChangeMessage,
} from '../../../src/contracts/assetBounds.ts';
import { platformAssets, type PlatformAsset } from '../../assets/queries.ts';
import { decimalAtMost } from '../../markets/decimals.ts';
import { changeSummary, sentSettings, writeSettings } from '../../markets/settingsEdit.ts';
import { UUID } from '../wallet/shared.ts';
import { priceChangeNeedsApproval, priceChangeSummary } from '../../assets/price.ts';
import { requestChange } from '../../admins/requests.ts';
import { readRoute } from '../../http/readRoutes.ts';
import { assets as assetsRead } from '../../../src/contracts/reads/assets.ts';

const DecimalInput = Type.Union([
  Type.String({ maxLength: 40, description: 'Decimal string, e.g. "0.0005"' }),
  Type.Number({ minimum: 0 }),
]);

const UpdateAssetBody = Type.Object(
  {
    _id: Type.String({ pattern: UUID, description: 'The asset _id' }),
    depositEnabled: Type.Optional(Type.Boolean()),
    withdrawalEnabled: Type.Optional(Type.Boolean()),
    withdrawalFee: Type.Optional(DecimalInput),
    minWithdrawal: Type.Optional(DecimalInput),
    confirmations: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    priceUsd: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1e12 })),
    priceFloorUsd: Type.Optional(Type.Number({ minimum: 0, maximum: 1e12 })),
    status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('inactive')])),
    displayOrder: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
    reason: Type.Optional(
      Type.String({
        maxLength: 500,
        description:
          'Required when the price or the withdrawal fee changes more than 2× either way',
      }),
    ),
  },
  { additionalProperties: false },
);

/** The operator fields, their column and how a change reads in the action log. */
const EDITABLE = [
  { key: 'depositEnabled', column: 'deposit_enabled', label: 'deposits' },
  { key: 'withdrawalEnabled', column: 'withdrawal_enabled', label: 'withdrawals' },
  { key: 'withdrawalFee', column: 'withdrawal_fee', label: 'withdrawal fee' },
  { key: 'minWithdrawal', column: 'min_withdrawal', label: 'minimum withdrawal' },
  { key: 'confirmations', column: 'confirmations', label: 'confirmations' },
  { key: 'priceUsd', column: 'price_usd', label: 'USD price' },
  { key: 'status', column: 'status', label: 'status' },
  { key: 'displayOrder', column: 'display_order', label: 'display order' },
] as const;

/**
 * A price or fee that jumps more than 2× needs a reason (a typo of one digit is 10×); the fee must
 * stay below the minimum withdrawal. Field errors land under the edit form's inputs.
 */
function checkBounds(asset: PlatformAsset, values: Record<string, unknown>, reason: string) {
  const refuse = (field: string, message: string) => {
    throw new ApiError(400, message, { [field]: message });
  };
  const swings = [
    ['priceUsd', 'USD price'],
    ['withdrawalFee', 'Withdrawal fee'],
  ] as const;
  for (const [key, label] of swings) {
    const after = values[key];
    if (after === undefined || !isLargeChange(Number(asset[key]), Number(after))) continue;
    if (reason.length < CHANGE_REASON_MIN)
      refuse('reason', largeChangeMessage(label, asset[key], String(after)));
  }
  if (values.withdrawalFee !== undefined || values.minWithdrawal !== undefined) {
    const fee = Number(values.withdrawalFee ?? asset.withdrawalFee);
    const problem = feeProblem(fee, Number(values.minWithdrawal ?? asset.minWithdrawal));
    if (problem) refuse('withdrawalFee', problem);
  }
}

const shown = (value: unknown) =>
  typeof value === 'boolean' ? (value ? 'enabled' : 'disabled') : String(value);

/** Assets (/admin/coin-list): the platform's assets and their operator settings. */
export const marketAssetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['markets'];

  readRoute(app, assetsRead, (db) => platformAssets(db));

  app.post(
    '/admin/updateAssets',
    {
      schema: {
        tags,
        summary:
          "Edit one asset's operator settings (fees and minimums in the asset's units, confirmations, price, status, order). A price or withdrawal fee more than 2× or less than half of the current one needs a `reason`; the fee must stay below the minimum withdrawal. A price more than 20 % from the current one or from the last price two admins agreed on, 0, or below the asset's `priceFloorUsd`, and any change of `priceFloorUsd`, answers 202: the price part is a request (GET /admin/approvals) a different admin approves, the other settings apply at once. A withdrawal is valued at the higher of its USD value at request and at approval.",
        body: UpdateAssetBody,
        response: { 200: EnvelopeSchema, 202: EnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { _id, reason: rawReason, priceFloorUsd, ...changes } = request.body;
      const reason = rawReason?.trim() ?? '';
      const [asset] = await platformAssets(db, { id: _id });
      if (!asset) throw notFound('Asset not found');
      const values: Record<string, unknown> = { ...changes };
      for (const key of ['withdrawalFee', 'minWithdrawal'] as const) {
        const raw = changes[key];
        if (raw === undefined) continue;
        const label = key === 'withdrawalFee' ? 'Withdrawal fee' : 'Minimum withdrawal';
        values[key] = decimalAtMost(label, raw, asset.decimals);
      }
      checkBounds(asset, values, reason);
      const price = { assetId: _id, priceUsd: changes.priceUsd, priceFloorUsd };

      const outcome = await db.transaction(async (tx) => {
        // A price far from the agreed one, or a new floor, waits for a second admin; the rest applies.
        const asked = (await priceChangeNeedsApproval(tx, price))
          ? await requestChange(tx, {
              kind: 'asset.price',
              target: asset.symbol,
              summary: await priceChangeSummary(tx, price),
              payload: price,
              reason,
              requester: request.session,
            })
          : null;
        if (asked) delete values.priceUsd;
        const rest = Object.values(values).some((value) => value !== undefined);
        const edits = asked && !rest ? [] : sentSettings(EDITABLE, values);
        if (edits.length) {
          await writeSettings(tx, 'assets', _id, edits, values);
          const [after] = await platformAssets(tx, { id: _id });
          const changed = changeSummary(edits, asset, after, shown);
          await logAction(tx, {
            description: `Asset ${asset.symbol} updated: ${changed}${reason ? ` (reason: ${reason})` : ''}`,
            adminId: request.session.adminId,
            userId: request.session.email,
          });
        }
        const [now] = await platformAssets(tx, { id: _id });
        return { record: now, asked };
      });
      if (!outcome.asked) return ok(outcome.record, `${asset.symbol} updated`);
      reply.code(202);
      return ok({ ...outcome.record, requestId: outcome.asked.requestId }, outcome.asked.message);
    },
  );
};
