import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers.ts';

/**
 * Next and previous pages read by keyset: after page n's last row, before page n's first, the
 * same rows as the page numbers give on a list nobody changes.
 */
let server: TestServer;
let auth: { authorization: string };
beforeAll(async () => {
  server = await startTestServer();
  auth = await signIn(server);
});
afterAll(async () => server.close());

interface Answer {
  data: { _id: string }[];
  cursors: { first?: string; last?: string };
  page: number;
  total: number;
}

/** Each list the journeys page through, asked as its client asks. */
const LISTS = [
  { name: 'users', method: 'POST', url: '/api/admin/getAllUserData', sort: { createdAt: -1 } },
  { name: 'users by e-mail', method: 'POST', url: '/api/admin/getAllUserData', sort: { email: 1 } },
  { name: 'withdrawals', method: 'GET', url: '/api/admin/withdrawList', sort: { createdAt: -1 } },
  { name: 'passbook', method: 'GET', url: '/api/admin/getPassbookHistory', sort: { createdAt: 1 } },
] as const;

async function ask(list: (typeof LISTS)[number], input: Record<string, unknown>) {
  const paging = { limit: 10, sort: list.sort, ...input };
  const res =
    list.method === 'POST'
      ? await server.app.inject({ method: 'POST', url: list.url, headers: auth, payload: paging })
      : await server.app.inject({
          method: 'GET',
          url: `${list.url}?${new URLSearchParams(
            Object.entries(paging).map(([k, v]): [string, string] => [
              k,
              typeof v === 'object' ? JSON.stringify(v) : String(v),
            ]),
          )}`,
          headers: auth,
        });
  return res;
}

const page = async (list: (typeof LISTS)[number], input: Record<string, unknown>) => {
  const res = await ask(list, input);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Answer;
};
const ids = (answer: Answer) => answer.data.map((row) => row._id);

describe.each(LISTS.map((list) => [list.name, list] as const))('the %s grid', (_name, list) => {
  it('reads the next page after the last row and the previous one before the first', async () => {
    const [one, two, three] = [
      await page(list, { page: 1 }),
      await page(list, { page: 2 }),
      await page(list, { page: 3 }),
    ];
    expect(ids(two)).toHaveLength(10);
    expect(new Set([...ids(one), ...ids(two), ...ids(three)]).size).toBe(30);

    const next = await page(list, { page: 2, after: one.cursors.last });
    expect(ids(next)).toEqual(ids(two));
    const previous = await page(list, { page: 2, before: three.cursors.first });
    expect(ids(previous)).toEqual(ids(two));
    // The cursors chain: page 3 after the keyset page 2, as by its number.
    expect(ids(await page(list, { page: 3, after: next.cursors.last }))).toEqual(ids(three));
    expect(next.total).toBe(two.total);
  });

  it('refuses a cursor that is not one, both at once, or a value of the wrong type, with 400', async () => {
    const forged = Buffer.from(JSON.stringify(['not a time', 'x'])).toString('base64url');
    const cases = [
      { after: 'bm90LWpzb24' },
      { after: Buffer.from('[1,2]').toString('base64url') },
      { after: 'a', before: 'b' },
      { after: "'; DROP TABLE users; --" },
    ];
    for (const input of cases) {
      const res = await ask(list, { page: 2, ...input });
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
    }
    const typed = await ask(list, { page: 2, after: forged });
    // A text sort column takes any text; a time or an id refuses it as the caller's mistake.
    expect([200, 400], typed.body).toContain(typed.statusCode);
    if (typed.statusCode === 400) expect(typed.json().message).toMatch(/not a cursor of this list/);
  });
});
