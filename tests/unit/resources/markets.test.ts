import { describe, expect, it } from 'vitest';
import {
  assetEditConfirmation,
  assetsSchema,
  validateAssetEdit,
} from '../../../src/resources/coin-list/schema';
import {
  pairEditConfirmation,
  tradePairsSchema,
  validatePairEdit,
  type TradePairRecord,
} from '../../../src/resources/tradepairs/schema';
import {
  cancelOrderAction,
  canCancel,
  pendingOrderSchema,
  tradeBuySchema,
  tradeSellSchema,
} from '../../../src/resources/trade/schema';
import { toApiCall, type CallEndpoint } from '../../../src/dataProvider/endpoint';
import { buildMenu } from '../../../src/custom/layout/menuModel';
import { schemas } from '../../../src/resources/registry';

const btcPair: TradePairRecord = {
  _id: 'p1',
  symbol: 'BTC_USDT',
  isMain: true,
  status: 'active',
  pricePrecision: 2,
  quantityPrecision: 6,
  minOrder: '0.00001',
  makerFee: 0.1,
  takerFee: 0.1,
};

describe('asset edit rules', () => {
  it('bounds fee and minimum by the asset decimals', () => {
    expect(validateAssetEdit({ withdrawalFee: '0.00000001' }, { decimals: 8 })).toEqual({});
    expect(validateAssetEdit({ withdrawalFee: '0.000000001' }, { decimals: 8 })).toEqual({
      withdrawalFee: 'Withdrawal fee can have at most 8 decimal places',
    });
    expect(validateAssetEdit({ minWithdrawal: '1.5' }, { decimals: 0 })).toEqual({
      minWithdrawal: 'Minimum withdrawal must be a whole number',
    });
    expect(validateAssetEdit({ withdrawalFee: '-1' }, { decimals: 6 }).withdrawalFee).toMatch(
      /at least 0/,
    );
  });

  it('checks confirmations, price, status and order', () => {
    const problems = validateAssetEdit(
      {
        confirmations: 1001,
        priceUsd: 0,
        status: 'paused' as never,
        displayOrder: 1.5,
      },
      { decimals: 8 },
    );
    expect(Object.keys(problems).sort()).toEqual([
      'confirmations',
      'displayOrder',
      'priceUsd',
      'status',
    ]);
    expect(validateAssetEdit({ confirmations: 1000, priceUsd: 0.12 }, { decimals: 8 })).toEqual({});
  });

  it('asks for a confirmation only when deposits or withdrawals are turned off', () => {
    const asset = { symbol: 'BTC', depositEnabled: true, withdrawalEnabled: true };
    expect(assetEditConfirmation(asset, { withdrawalFee: '1' })).toBeNull();
    expect(assetEditConfirmation(asset, { depositEnabled: false, withdrawalEnabled: false })).toBe(
      'Disable deposits and withdrawals of BTC? Users will not be able to make them until they are enabled again.',
    );
    expect(
      assetEditConfirmation({ ...asset, withdrawalEnabled: false }, { withdrawalEnabled: false }),
    ).toBeNull();
  });

  it('sends only the operator settings to updateAssets', () => {
    const body = assetsSchema.update!.body!({
      id: 'a1',
      data: { name: 'Bitcoin', withdrawalFee: '0.0003', confirmations: 3, networks: [] },
      previousData: {},
    });
    expect(body).toEqual({ _id: 'a1', withdrawalFee: '0.0003', confirmations: 3 });
  });
});

describe('trade pair edit rules', () => {
  it('bounds precision 0–18 and fees 0–10 % with 4 decimals', () => {
    expect(
      validatePairEdit({ pricePrecision: 18, makerFee: '10', takerFee: 0.0001 }, btcPair),
    ).toEqual({});
    const problems = validatePairEdit(
      { pricePrecision: 19, quantityPrecision: -1, makerFee: '10.5', takerFee: '0.00001' },
      btcPair,
    );
    expect(Object.keys(problems).sort()).toEqual([
      'makerFee',
      'minOrder',
      'pricePrecision',
      'quantityPrecision',
      'takerFee',
    ]);
  });

  it('keeps the minimum order within the quantity precision', () => {
    expect(validatePairEdit({ quantityPrecision: 2 }, btcPair).minOrder).toBe(
      'Minimum order can have at most 2 decimal places',
    );
    expect(validatePairEdit({ quantityPrecision: 2, minOrder: '0.01' }, btcPair)).toEqual({});
  });

  it('confirms pausing the main pair only', () => {
    expect(pairEditConfirmation(btcPair, { status: 'paused' })).toMatch(
      /^BTC_USDT is the main pair\./,
    );
    expect(pairEditConfirmation(btcPair, { makerFee: 0.2 })).toBeNull();
    expect(pairEditConfirmation({ ...btcPair, isMain: false }, { status: 'paused' })).toBeNull();
    const body = tradePairsSchema.update!.body!({
      id: 'p1',
      data: { status: 'paused', confirmMainPair: true, lastPrice: '1' },
      previousData: {},
    });
    expect(body).toEqual({ _id: 'p1', status: 'paused', confirmMainPair: true });
  });
});

describe('trading views', () => {
  const listCall = (schema: typeof tradeBuySchema) =>
    toApiCall(
      schema.list as CallEndpoint<Record<string, never>, unknown>,
      {},
      {
        extra: { page: 2, limit: 25, filter: { pair: 'ETH_BTC' }, sort: { createdAt: -1 } },
      },
    );

  it('send their fixed filter payload with the grid paging', () => {
    expect(listCall(tradeBuySchema).body).toEqual({
      side: 'buy',
      status: 'filled',
      page: 2,
      limit: 25,
      filter: { pair: 'ETH_BTC' },
      sort: { createdAt: -1 },
    });
    expect(listCall(tradeSellSchema).body).toMatchObject({ side: 'sell', status: 'filled' });
    expect(listCall(pendingOrderSchema).body).toMatchObject({
      status: ['open', 'partially_filled'],
    });
    expect(pendingOrderSchema.list.mode).toBe('server');
  });

  it('cancel applies to open and partially filled orders, with the amount released', () => {
    expect(canCancel({ status: 'open' })).toBe(true);
    expect(canCancel({ status: 'partially_filled' })).toBe(true);
    expect(canCancel({ status: 'filled' })).toBe(false);
    expect(
      cancelOrderAction.confirmation({
        orderId: 'ORD000000042',
        pair: 'BTC_USDT',
        reserved: '1250.5',
        reservedAsset: 'USDT',
      }),
    ).toBe(
      "Cancel order ORD000000042 on BTC/USDT? Its unfilled 1250.5 USDT go back to the user's available balance.",
    );
    expect(cancelOrderAction.body({ id: 42 })).toEqual({ _id: '42' });
  });

  it('appear in the sidebar in the spec order, Trading as a group', () => {
    const menu = buildMenu(schemas.map((s) => ({ path: s.name, menu: s.menu })));
    expect(menu.top.map((i) => i.path).slice(0, 4)).toEqual([
      'user',
      'coin-list',
      'tradepairs',
      'kyc',
    ]);
    expect(menu.top[1].label).toBe('Assets');
    const trading = menu.groups.find((g) => g.name === 'Trading')!;
    expect(trading.items.map((i) => i.to)).toEqual([
      '/admin/trade/buy',
      '/admin/trade/sell',
      '/admin/trade/pending-order',
    ]);
  });
});
