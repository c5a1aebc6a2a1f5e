import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagedListContracts } from '../../src/contracts/resources/index.ts';
import type { PagedListContract, RecordWrites } from '../../src/contracts/resources/types.ts';
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
const writable = pagedListContracts.filter(
  (contract): contract is PagedListContract & { writes: RecordWrites } => Boolean(contract.writes),
);

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Row) =>
  server.app.inject({ method, url: `/api${url}`, headers: auth, payload });

async function readOne(contract: PagedListContract, id: string): Promise<Row | undefined> {
  const filter = JSON.stringify({ _id: id });
  const response = await server.app.inject({
    method: 'GET',
    url: `/api${contract.endpoint.path}?filter=${encodeURIComponent(filter)}`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.data[0];
}

describe.each(writable.map((contract) => [contract.name, contract] as const))('%s', (_, c) => {
  const { path, verbs, examples } = c.writes;
  const required = c.fields.filter((field) => field.input && field.rules?.required);
  let id: string;

  it('creates the example record and answers it as the list shows it', async () => {
    const response = await call('POST', path, examples.create);
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json().result as Row;
    expect(record).toMatchObject(examples.create);
    id = String(record._id);
    expect(await readOne(c, id)).toEqual(record);
  });

  it.each(required.map((field) => [field.key] as const))(
    'refuses a create without %s with 400, and stores nothing',
    async (key) => {
      const { [key]: _left, ...rest } = examples.create;
      const response = await call('POST', path, rest);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().success).toBe(false);
    },
  );

  it('refuses a body field no input declares with 400', async () => {
    const response = await call('POST', path, { ...examples.create, injected: 'x' });
    expect(response.statusCode).toBe(400);
  });

  it.runIf(verbs.includes('update'))('changes the record and answers the change', async () => {
    const response = await call('PUT', path, { _id: id, ...examples.update });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject(examples.update);
    expect(await readOne(c, id)).toMatchObject(examples.update);
  });

  it.runIf(verbs.includes('update'))('refuses an empty change and an unknown record', async () => {
    expect((await call('PUT', path, { _id: id })).statusCode).toBe(400);
    const unknown = { _id: '00000000-0000-4000-8000-000000000000', ...examples.update };
    expect((await call('PUT', path, unknown)).statusCode).toBe(404);
  });

  it.runIf(verbs.includes('delete'))(
    'deletes the record once; a second delete is 404',
    async () => {
      const response = await call('DELETE', `${path}/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(await readOne(c, id)).toBeUndefined();
      expect((await call('DELETE', `${path}/${id}`)).statusCode).toBe(404);
    },
  );

  it('keeps each write in the audit trail and the action log', async () => {
    const trail = await server.db.query<{ operation: string }>(
      'SELECT operation FROM audit_trail WHERE record_id = $1 ORDER BY seq',
      [id],
    );
    const expected = ['insert', 'update', 'delete'].filter((_op, i) =>
      verbs.includes((['create', 'update', 'delete'] as const)[i]),
    );
    expect(trail.rows.map((row) => row.operation)).toEqual(expected);
    const log = await server.db.query<{ description: string }>(
      'SELECT description FROM admin_action_log WHERE description LIKE $1',
      [`${c.writes.recordName} %`],
    );
    expect(log.rows.length).toBe(expected.length);
  });
});
