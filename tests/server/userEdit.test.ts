import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { signIn, startTestServer, type TestServer } from './helpers.ts';
import { USER_RULES } from '../../src/resources/users/rules.ts';
import { checkRules } from '../../src/contracts/fieldRules.ts';
import { typeboxDecimalOf, typeboxNumberOf, typeboxOf } from '../../server/http/fieldRules.ts';

let server: TestServer;
let auth: { authorization: string };

beforeAll(async () => {
  server = await startTestServer();
  auth = await signIn(server);
});
afterAll(async () => {
  await server.close();
});

const post = (url: string, payload: object) =>
  server.app.inject({ method: 'POST', url: `/api${url}`, headers: auth, payload });

async function someUser(): Promise<{ _id: string; name: string; phone: string; country: string }> {
  return (await post('/admin/getAllUserData', {})).json().result[0];
}

describe('field rules shared by the form and the server', () => {
  it('builds TypeBox schemas that accept and refuse what the form does', () => {
    const phone = typeboxOf(USER_RULES.phone);
    for (const value of ['+44 7123456', '(030) 123-4567', 'call me', '12']) {
      expect(Value.Check(phone, value)).toBe(
        checkRules('Phone', value, USER_RULES.phone) === undefined,
      );
    }
    const amount = typeboxDecimalOf({ decimals: 2 });
    expect(Value.Check(amount, '10.25')).toBe(true);
    expect(Value.Check(amount, '10.255')).toBe(false);
    expect(checkRules('Amount', '10.255', { decimals: 2 })).toBe(
      'Enter a positive amount with at most 2 decimals.',
    );
    const percent = typeboxNumberOf({ min: 0, max: 100 });
    expect(Value.Check(percent, 100)).toBe(true);
    expect(Value.Check(percent, 101)).toBe(false);
  });
});

describe('POST /admin/updateUser (profile edit)', () => {
  it('saves trimmed name, phone and country, and logs the edit', async () => {
    const target = await someUser();
    const res = await post('/admin/updateUser', {
      _id: target._id,
      name: '  Renamed Person ',
      phone: '+1 (555) 010-9999',
      country: 'Canada',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'User updated',
      result: {
        _id: target._id,
        name: 'Renamed Person',
        phone: '+1 (555) 010-9999',
        country: 'Canada',
      },
    });
    const after = (await post('/admin/getAllUserData', {})).json().result;
    expect(after.find((u: { _id: string }) => u._id === target._id).name).toBe('Renamed Person');
    const log = (await post('/admin/getAdminActionHistory', {})).json().result.data;
    expect(log[0].description).toContain('edited: name, phone, country');
  });

  it("refuses a value the form would refuse, with the form's message per field", async () => {
    const target = await someUser();
    const res = await post('/admin/updateUser', { _id: target._id, name: ' a ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Enter a name of 2 to 80 characters.',
      requestId: expect.any(String),
      errors: { name: 'Enter a name of 2 to 80 characters.' },
    });
    const bad = await post('/admin/updateUser', { _id: target._id, phone: 'call me' });
    // The pattern is in the TypeBox schema itself (and so in the OpenAPI document).
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid body: 'phone' must match pattern/);
  });

  it('still blocks and activates, and refuses a body with nothing to change', async () => {
    const target = await someUser();
    const res = await post('/admin/updateUser', { _id: target._id, status: 'blocked' });
    expect(res.json()).toMatchObject({ success: true, message: 'User blocked' });
    const empty = await post('/admin/updateUser', { _id: target._id });
    expect(empty.statusCode).toBe(400);
    const extra = await post('/admin/updateUser', { _id: target._id, email: 'x@y.z' });
    expect(extra.statusCode).toBe(400);
  });
});
