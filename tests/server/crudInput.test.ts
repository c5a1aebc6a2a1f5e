import { Value } from 'typebox/value';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ContractField, RecordWrites } from '../../src/contracts/resources/types.ts';
import { allContracts } from '../../src/contracts/resources/index.ts';
import { contractRoutePermissions, writeRoute } from '../../src/contracts/resources/writes.ts';
import { ROUTE_PERMISSIONS } from '../../src/contracts/routePermissions.ts';
import { ROUTE_RULES } from '../../src/contracts/routeRules.ts';
import {
  bodyOf,
  changeExtras,
  changeOf,
  changeSummary,
  checkChange,
  checkRecord,
  formWords,
} from '../../server/http/crudInput.ts';
import type { ApiError } from '../../server/http/envelope.ts';

/** The contract write path's input rules, without a server: types, the form's words, rules. */
const FIELDS: ContractField[] = [
  {
    key: 'name',
    label: 'Name',
    type: 'text',
    input: 'always',
    rules: { required: true, minLength: 2 },
  },
  { key: 'listed', label: 'Listed', type: 'boolean', input: 'always' },
  {
    key: 'makerFeePct',
    label: 'Maker fee',
    type: 'percent',
    input: 'always',
    rules: { min: 0, max: 5 },
  },
  {
    key: 'methods',
    label: 'Payment methods',
    type: 'text',
    input: 'always',
    many: { min: 1, max: 2, item: 'Payment method' },
    rules: { required: true, minLength: 2 },
  },
];

/** What formWords refuses a body with: the 400's message and errors, or null. */
async function refusal(body: Record<string, unknown>, create = true) {
  try {
    await formWords(FIELDS, create)({ body } as FastifyRequest);
    return null;
  } catch (error) {
    const { statusCode, message, errors } = error as ApiError;
    return { statusCode, message, errors };
  }
}

describe('contract inputs', () => {
  const body = bodyOf(FIELDS, 'none', true, {});

  it("takes a form's true as a boolean, and refuses the text 'true'", () => {
    expect(Value.Check(body, { name: 'Ab', methods: ['SEPA'], listed: true })).toBe(true);
    expect(Value.Check(body, { name: 'Ab', methods: ['SEPA'], listed: 'true' })).toBe(false);
  });

  it("answers a broken rule in the form's words, with errors per field", async () => {
    expect(await refusal({ name: 'Ab', methods: ['SEPA'], makerFeePct: 7 })).toEqual({
      statusCode: 400,
      message: 'Maker fee must be between 0 and 5.',
      errors: { makerFeePct: 'Maker fee must be between 0 and 5.' },
    });
    expect((await refusal({ methods: ['SEPA'] }))?.errors).toEqual({
      name: 'Enter a name of at least 2 characters.',
    });
    // A change need not send what it leaves alone.
    expect(await refusal({ makerFeePct: 1 }, false)).toBeNull();
  });

  it('trims text, and checks a list by its count and each item', async () => {
    const sent = { name: '  Ab  ', methods: ['SEPA'] };
    expect(await refusal(sent)).toBeNull();
    expect(sent.name).toBe('Ab');
    expect((await refusal({ name: 'Ab', methods: [] }))?.errors).toEqual({
      methods: 'Enter 1 to 2 different payment methods.',
    });
    expect((await refusal({ name: 'Ab', methods: ['x'] }))?.errors).toEqual({
      methods: 'Enter a payment method of at least 2 characters.',
    });
  });

  it("checks the record rules, each field's message under its input", () => {
    const rule = {
      check: (values: Record<string, unknown>) =>
        Number(values.max) < Number(values.min) ? { max: 'Max must be at least min' } : null,
    };
    expect(() => checkRecord([rule], { min: 1, max: 2 })).not.toThrow();
    expect(() => checkRecord([rule], { min: 3, max: 2 })).toThrow('Max must be at least min');
  });
});

describe("a nullable input (a settings record's image)", () => {
  const image: ContractField = {
    key: 'image',
    label: 'Image',
    type: 'text',
    input: 'always',
    nullable: true,
    rules: { maxLength: 20 },
  };
  it('takes null or text, and stores a cleared one as null', async () => {
    const schema = bodyOf([image], 'none', true, {});
    expect(Value.Check(schema, { image: null })).toBe(true);
    expect(Value.Check(schema, { image: '/uploads/a.png' })).toBe(true);
    expect(Value.Check(schema, { image: 1 })).toBe(false);
    const body: Record<string, unknown> = { image: '  ' };
    await formWords([image], true)({ body } as FastifyRequest);
    expect(body.image).toBeNull();
  });
});

describe('a change with unchanged fields and a confirmation', () => {
  const writes: RecordWrites = {
    verbs: ['update'],
    recordName: 'Pair',
    examples: { update: { fee: 1 } },
    rules: [{ check: ({ fee }) => (Number(fee) > 5 ? { fee: 'At most 5' } : null) }],
    unchanged: { keys: ['symbol', 'lastPrice'], message: (key) => `${key} is read-only` },
    confirm: {
      key: 'confirmed',
      needed: (record, change) => record.main === true && change.status === 'paused',
      message: (record) => `${String(record.symbol)} needs a confirmation`,
    },
  };
  const fields: ContractField[] = [
    { key: 'symbol', label: 'Pair', type: 'text', rules: { maxLength: 12 } },
    { key: 'lastPrice', label: 'Last price', type: 'money' },
    { key: 'fee', label: 'Fee', type: 'percent', input: 'always' },
    { key: 'status', label: 'Status', type: 'status', input: 'always' },
  ];
  const pair = { symbol: 'BTC_USDT', lastPrice: '0.10', fee: 1, status: 'active', main: true };
  const refused = (body: Record<string, unknown>) => {
    try {
      checkChange(writes, body, pair);
      return null;
    } catch (error) {
      const { statusCode, message, errors } = error as ApiError;
      return { statusCode, message, errors };
    }
  };
  const schema = bodyOf(fields.slice(2), 'body', false, {}, changeExtras(writes, fields));
  const id = '00000000-0000-4000-8000-000000000000';

  it('takes the unchanged fields and the flag in the body, and stores neither', () => {
    const body = { _id: id, symbol: 'btc_usdt', lastPrice: 0.1, fee: 2, confirmed: true };
    expect(Value.Check(schema, body)).toBe(true);
    expect(Value.Check(schema, { _id: id, confirmed: 'yes' })).toBe(false);
    expect(changeOf(writes, body)).toEqual({ fee: 2 });
  });

  it('accepts an unchanged field as it is (any case, a number by value), refuses another', () => {
    expect(refused({ symbol: 'btc_usdt', lastPrice: 0.1 })).toBeNull();
    expect(refused({ lastPrice: '999' })).toEqual({
      statusCode: 400,
      message: 'lastPrice is read-only',
      errors: { lastPrice: 'lastPrice is read-only' },
    });
  });

  it('checks the record rules on the record with the change', () => {
    expect(refused({ fee: 6 })).toMatchObject({ statusCode: 400, errors: { fee: 'At most 5' } });
  });

  it('answers 409 for a change that needs the confirmation, until the body carries it', () => {
    expect(refused({ status: 'paused' })).toMatchObject({
      statusCode: 409,
      message: 'BTC_USDT needs a confirmation',
    });
    expect(refused({ status: 'paused', confirmed: true })).toBeNull();
    expect(refused({ status: 'paused', confirmed: 'true' })?.statusCode).toBe(409);
  });

  it('words a change for the action log, input by input', () => {
    const after = { ...pair, fee: 2, status: 'paused' };
    expect(changeSummary(fields.slice(2), pair, after)).toBe('fee 1 → 2, status active → paused');
    expect(changeSummary(fields.slice(2), pair, pair)).toBe('no change');
  });
});

describe('route rules derived from the contracts', () => {
  const derived = contractRoutePermissions(allContracts);

  it("gives every declared write and list its contract's permission, at its declared route", () => {
    expect(derived['POST /admin/addsStaking']).toBe('staking:create');
    expect(derived['POST /admin/editStaking']).toBe('staking:update');
    expect(derived['POST /admin/deletep2pass']).toBe('p2ppairs:delete');
    expect(derived['PUT /admin/supportCategory']).toBe('supportcategory:update');
    expect(derived['DELETE /admin/blockedAddresses/:id']).toBe('blocklist:manage');
    expect(derived['GET /admin/getPairList']).toBe('pairs:read');
    expect(derived['POST /admin/updateTradePair']).toBe('pairs:update');
    for (const contract of allContracts.filter((c) => c.permissions && c.writes))
      for (const verb of contract.writes!.verbs) {
        const { method, path } = writeRoute(contract.writes!, verb);
        expect(ROUTE_RULES[`${method} ${path}`], `${contract.name} ${verb}`).toBeDefined();
      }
  });

  it('leaves no derived route written again by hand', () => {
    for (const key of Object.keys(derived)) expect(ROUTE_PERMISSIONS[key], key).toBeUndefined();
  });
});
