import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts } from '../../src/contracts/resources/index.ts';
import type {
  ContractField,
  PagedListContract,
  RecordWrites,
  WriteVerb,
} from '../../src/contracts/resources/types.ts';
import { idInPath, routeKeyOf, writeRoute } from '../../src/contracts/resources/writes.ts';
import { checkRules } from '../../src/contracts/fieldRules.ts';
import { signIn, startTestServer, type TestServer } from './helpers.ts';

/**
 * Generated from the registry of contracts: every resource whose contract declares `writes` is
 * created, read back, changed, refused bad input and deleted through the real server, the way its
 * forms ask (server/http/crudRoutes.ts serves them). A resource added with writes is tested here
 * without a line more; its list's controls are tested by contracts.test.ts.
 */
let server: TestServer;
let auth: { authorization: string };
beforeAll(async () => {
  server = await startTestServer();
  auth = await signIn(server);
});
afterAll(async () => server.close());

type Row = Record<string, unknown>;
const writable = allContracts.filter(
  (contract): contract is PagedListContract & { writes: RecordWrites } => Boolean(contract.writes),
);

/** One write as its form sends it: at the contract's route, the id in the path or as `_id`. */
function call(writes: RecordWrites, verb: WriteVerb, payload: Row = {}, id?: string) {
  const route = writeRoute(writes, verb);
  const inPath = idInPath(route);
  const url = `/api${inPath ? route.path.replace(':id', String(id)) : route.path}`;
  const body = id !== undefined && !inPath ? { _id: id, ...payload } : payload;
  const withBody = route.method !== 'DELETE' || !inPath;
  return server.app.inject({
    method: route.method,
    url,
    headers: auth,
    ...(withBody ? { payload: body } : {}),
  });
}

/** A value just past each bound an input declares, and the form's words for it. */
function pastBounds(field: ContractField): [string, unknown][] {
  const { rules } = field;
  if (!rules || field.values || field.many) return [];
  const numeric = ['number', 'percent'].includes(field.type);
  const cases: [string, unknown][] = [];
  if (rules.maxLength !== undefined) cases.push(['maxLength', 'x'.repeat(rules.maxLength + 1)]);
  if (rules.minLength !== undefined && rules.minLength > 1)
    cases.push(['minLength', 'x'.repeat(rules.minLength - 1)]);
  if (numeric && rules.min !== undefined) cases.push(['min', rules.min - 1]);
  if (numeric && rules.max !== undefined) cases.push(['max', rules.max + 1]);
  return cases.map(([rule, value]) => [`${field.key} ${rule}`, value]);
}

/** What the list answers: a page, a whole list, or a settings record. */
async function readList(contract: PagedListContract): Promise<unknown> {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api${contract.endpoint.path}`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

/** One record read back through its list: filtered by `_id`, found in a whole list, or the one. */
async function readOne(contract: PagedListContract, id: string): Promise<Row | undefined> {
  if (contract.singleton) return (await readList(contract)) as Row;
  const filter = JSON.stringify({ _id: id });
  const query = contract.whole ? '' : `?filter=${encodeURIComponent(filter)}`;
  const response = await server.app.inject({
    method: 'GET',
    url: `/api${contract.endpoint.path}${query}`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { result } = response.json();
  if (contract.whole) return (result as Row[]).find((row) => row._id === id);
  return result.data[0];
}

describe.each(writable.map((contract) => [contract.name, contract] as const))('%s', (_, c) => {
  const { verbs, examples } = c.writes;
  const writes = c.writes;
  // An input with a default may be left out: the create takes its default.
  const required = c.fields.filter(
    (field) => field.input && field.rules?.required && field.default === undefined,
  );
  // Without a create (a pair is only changed), the refusals are asked of a change of a record
  // the list already holds, whose audit trail starts before the test.
  const creates = verbs.includes('create');
  const first: WriteVerb = creates ? 'create' : 'update';
  // A settings record has no id: it is sent whole, and its trail is its route's.
  const one = Boolean(c.singleton);
  let id: string | undefined;
  // What a refusal's body adds to (the create example, or a settings record's whole change), and
  // the record its rules see.
  const base: Row = examples.create ?? (one ? examples.update : {});
  let recordBefore: Row = base;
  let trailStart = 0;
  const sendFirst = (payload: Row) =>
    call(writes, first, { ...base, ...payload }, creates ? undefined : id);
  const trailOf = async () =>
    (
      await server.db.query<{ operation: string }>(
        `SELECT operation FROM audit_trail WHERE ${one ? 'action' : 'record_id'} = $1 ORDER BY seq`,
        [one ? routeKeyOf(writeRoute(writes, 'update')) : id],
      )
    ).rows.map((row) => row.operation);

  it.runIf(creates)('creates the example record and answers it as the list shows it', async () => {
    const response = await call(writes, 'create', examples.create);
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json().result as Row;
    expect(record).toMatchObject(examples.create!);
    id = String(record._id);
    expect(await readOne(c, String(id))).toEqual(record);
  });

  it.runIf(!creates)('finds a record to change in its list', async () => {
    const result = (await readList(c)) as Row & { data: Row[] };
    const [record] = one ? [result] : ((c.whole ? result : result.data) as Row[]);
    id = one ? undefined : String(record._id);
    expect(await readOne(c, String(id))).toEqual(record);
    trailStart = (await trailOf()).length;
    recordBefore = record;
  });

  it.each((creates ? required : []).map((field) => [field.key] as const))(
    'refuses a create without %s with 400, and stores nothing',
    async (key) => {
      const { [key]: _left, ...rest } = examples.create!;
      const response = await call(writes, 'create', rest);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().success).toBe(false);
    },
  );

  const inputs = c.fields.filter((field) => field.input);
  const bounds = inputs.flatMap((field) =>
    pastBounds(field).map(([name, value]) => [name, field, value] as const),
  );
  it.each(bounds)(
    "refuses %s in the form's words, under its input",
    async (_name, field, value) => {
      const response = await sendFirst({ [field.key]: value });
      expect(response.statusCode, response.body).toBe(400);
      const message = checkRules(field.label, value, field.rules!);
      expect(response.json()).toMatchObject({ message, errors: { [field.key]: message } });
    },
  );

  it.runIf(Boolean(examples.broken))(
    "refuses a record that breaks a record rule, with the rule's words per field",
    async () => {
      const response = await sendFirst(examples.broken!);
      expect(response.statusCode, response.body).toBe(400);
      const body = { ...recordBefore, ...examples.broken };
      const errors = Object.assign({}, ...(writes.rules ?? []).map((r) => r.check(body) ?? {}));
      expect(Object.keys(errors).length).toBeGreaterThan(0);
      expect(response.json().errors).toEqual(errors);
    },
  );

  it('refuses a body field no input declares with 400', async () => {
    const response = await sendFirst({ ...examples.update, injected: 'x' });
    expect(response.statusCode).toBe(400);
  });

  it.runIf(verbs.includes('update'))('changes the record and answers the change', async () => {
    const response = await call(writes, 'update', examples.update, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject(examples.update);
    expect(await readOne(c, String(id))).toMatchObject(examples.update);
  });

  it.runIf(verbs.includes('update'))('refuses an empty change and an unknown record', async () => {
    expect((await call(writes, 'update', {}, id)).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    if (!one) expect((await call(writes, 'update', examples.update, unknown)).statusCode).toBe(404);
  });

  it.runIf(verbs.includes('delete'))(
    'deletes the record once; a second delete is 404',
    async () => {
      const response = await call(writes, 'delete', {}, id);
      expect(response.statusCode, response.body).toBe(200);
      expect(await readOne(c, String(id))).toBeUndefined();
      expect((await call(writes, 'delete', {}, id)).statusCode).toBe(404);
    },
  );

  it('keeps each write in the audit trail and the action log', async () => {
    const trail = (await trailOf()).slice(trailStart);
    const expected = ['insert', 'update', 'delete'].filter((_op, i) =>
      verbs.includes((['create', 'update', 'delete'] as const)[i]),
    );
    expect(trail).toEqual(expected);
    const log = await server.db.query<{ description: string }>(
      'SELECT description FROM admin_action_log WHERE description LIKE $1',
      [`${c.writes.recordName} %`],
    );
    expect(log.rows.length).toBe(expected.length);
  });
});
