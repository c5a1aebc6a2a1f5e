import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReservesProof, TreasurySnapshot } from '../../src/contracts/treasury.ts';
import { SNAPSHOT_REQUESTED } from '../../src/contracts/treasury.ts';
import {
  addAmounts,
  packAmount,
  proofProblems,
  unpackAmount,
} from '../../src/contracts/proofOfReserves.ts';
import { sha256Hex } from '../../server/treasury/merkleSumTree.ts';
import { proofOf } from '../../server/treasury/proofs.ts';
import { readReconciliation } from '../../server/treasury/reconciliation.ts';
import { SNAPSHOT_BUILDING } from '../../server/treasury/snapshots.ts';
import { SUPPORT_ADMIN } from '../../server/seed/devAdmins.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import {
  adminSession,
  SECRET,
  SUPPORT_SECRET,
  useTestClock,
  type Headers,
} from './moneyHelpers.ts';
import { decide, secondOwner } from './approvalHelpers.ts';

/**
 * Proofs of reserves: the seeded snapshot's tree sums to the liabilities and proves every user;
 * any tampering fails the verifier; publishing takes two admins and one build at a time.
 */

let server: TestServer;
let owner: Headers;
let seeded: TreasurySnapshot;
const clock = useTestClock();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  server = await startTestServer();
  owner = await adminSession(server, server.config.adminEmail, SECRET, clock.next);
  seeded = (await get('/api/admin/treasury/snapshots')).json().result.items[0];
});

afterAll(async () => {
  clock.restore();
  await server?.close();
});

const get = (url: string, headers = owner) => server.app.inject({ method: 'GET', url, headers });
const proofUrl = (snapshot: string, user: string) =>
  `/api/admin/treasury/snapshots/${snapshot}/proof/${user}`;

async function someUser(): Promise<string> {
  const { rows } = await server.db.query<{ user_id: string }>(
    'SELECT user_id FROM treasury_snapshot_nodes WHERE snapshot_id = $1 AND level = 0 ORDER BY idx DESC LIMIT 1',
    [seeded.id],
  );
  return rows[0].user_id;
}

describe('the seeded snapshot', () => {
  it('is published, and its totals are the liabilities it froze', async () => {
    expect(seeded.status).toBe('published');
    expect(seeded.requestedBy).toBe('ops@exchange.local');
    expect(seeded.approvedBy).toBe('owner2@exchange.local');
    const live = await readReconciliation(server.db);
    for (const asset of seeded.reconciliation) {
      expect(seeded.totals[asset.asset], asset.asset).toBe(asset.liabilities.total);
      const now = live.assets.find((a) => a.asset === asset.asset)!;
      expect(asset.liabilities.total, asset.asset).toBe(now.liabilities.total);
    }
    expect((await get(`/api/admin/treasury/snapshots/${seeded.id}`)).json().result).toEqual(seeded);
  });

  it("proves every user's balances against the root", async () => {
    const { rows } = await server.db.query<{ user_id: string }>(
      'SELECT user_id FROM treasury_snapshot_nodes WHERE snapshot_id = $1 AND level = 0',
      [seeded.id],
    );
    expect(rows.length).toBe(seeded.users);
    for (const { user_id } of rows) {
      const proof = await proofOf(server.db, seeded.id, user_id);
      expect(proofProblems(proof, sha256Hex), user_id).toEqual([]);
    }
  });

  it('answers a proof over HTTP, small, holding only the leaf and sums of subtrees', async () => {
    const res = await get(proofUrl(seeded.id, await someUser()));
    expect(res.statusCode, res.body).toBe(200);
    const proof = res.json().result as ReservesProof;
    expect(res.body.length).toBeLessThan(3000);
    expect(proof.path.length).toBeLessThanOrEqual(Math.ceil(Math.log2(seeded.users)));
    // The only ids it names are the snapshot's and the user's own.
    const ids = JSON.stringify(proof).match(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
    );
    expect(new Set(ids)).toEqual(new Set([proof.snapshotId, proof.leaf.userId]));
    expect(proofProblems(proof, sha256Hex)).toEqual([]);
  });

  it('answers 404 for an unknown snapshot or a user without a leaf', async () => {
    const unknownSnapshot = await get(proofUrl(UNKNOWN, await someUser()));
    expect(unknownSnapshot.statusCode).toBe(404);
    expect(unknownSnapshot.json().message).toBe('Snapshot not found');
    expect((await get(`/api/admin/treasury/snapshots/${UNKNOWN}`)).statusCode).toBe(404);
    const absent = await get(proofUrl(seeded.id, UNKNOWN));
    expect(absent.statusCode).toBe(404);
    expect(absent.json().message).toMatch(/no balance in this snapshot/);
  });

  it('is not shown to support (403)', async () => {
    const support = await adminSession(server, SUPPORT_ADMIN.email, SUPPORT_SECRET, clock.next);
    expect((await get('/api/admin/treasury/snapshots', support)).statusCode).toBe(403);
    expect((await get(proofUrl(seeded.id, await someUser()), support)).statusCode).toBe(403);
  });
});

describe('the verifier', () => {
  let proof: ReservesProof;
  beforeAll(async () => {
    proof = await proofOf(server.db, seeded.id, await someUser());
    expect(proof.path.length).toBeGreaterThan(1);
  });

  const tampered = (change: (p: ReservesProof) => void) => {
    const copy = structuredClone(proof);
    change(copy);
    return proofProblems(copy, sha256Hex);
  };
  const bump = (amount: string) => addAmounts(amount, '1');
  /** A path step (`<side> <hash> <sums>`) with one of its parts changed. */
  const editStep = (step: string, part: 0 | 1 | 2, change: (value: string) => string) =>
    step
      .split(' ')
      .map((value, i) => (i === part ? change(value) : value))
      .join(' ');
  /** The first packed sum of a step's, one whole unit of its asset more. */
  const bumpFirst = (scale: number) => (sums: string) => {
    const [first, ...rest] = sums.split(',');
    return [packAmount(bump(unpackAmount(first, scale)!), scale), ...rest].join(',');
  };
  const OTHER_HASH = 'A'.repeat(43);

  it.each([
    ['a balance', (p: ReservesProof) => (p.leaf.balances[0] = bump(p.leaf.balances[0]))],
    [
      'a sibling hash',
      (p: ReservesProof) => (p.path[0] = editStep(p.path[0], 1, () => OTHER_HASH)),
    ],
    [
      'a sibling sum',
      (p: ReservesProof) => (p.path[1] = editStep(p.path[1], 2, bumpFirst(p.scales[0]))),
    ],
    ['a scale', (p: ReservesProof) => (p.scales[0] += 1)],
    [
      'a sibling side',
      (p: ReservesProof) => (p.path[0] = editStep(p.path[0], 0, (s) => (s === 'l' ? 'r' : 'l'))),
    ],
    ['the nonce', (p: ReservesProof) => (p.leaf.nonce = OTHER_HASH)],
    ['the user', (p: ReservesProof) => (p.leaf.userId = UNKNOWN)],
    ['the root hash', (p: ReservesProof) => (p.rootHash = 'a'.repeat(64))],
    ['a total', (p: ReservesProof) => (p.totals[0] = bump(p.totals[0]))],
    ['a negative balance', (p: ReservesProof) => (p.leaf.balances[0] = '-1')],
  ])('fails when %s is changed', (_what, change) => {
    expect(tampered(change).length).toBeGreaterThan(0);
  });

  it('says which step cannot be read', () => {
    expect(tampered((p) => (p.path[1] = 'x'))).toEqual(['path[1]: expected "<l|r> <hash> <sums>"']);
    expect(tampered((p) => (p.path[0] = editStep(p.path[0], 1, (h) => h.slice(1))))).toEqual([
      'path[0]: the hash must be 43 base64url characters',
    ]);
    expect(tampered((p) => (p.path[0] = editStep(p.path[0], 2, (s) => `${s},0`)))).toEqual([
      `path[0]: sums: expected ${proof.assets.length} amounts, one per asset`,
    ]);
    expect(
      tampered((p) => (p.path[0] = editStep(p.path[0], 2, (s) => `1.5${s.slice(1)}`))),
    ).toEqual(['path[0]: sums: every amount must be a base-36 integer of units']);
  });

  it('runs from the command line on the file alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'proof-'));
    // A cache of its own, so the first run bundles the script and the later ones reuse it.
    const env = { ...process.env, VERIFY_PROOF_CACHE: join(dir, 'cache') };
    const run = (file: string) =>
      promisify(execFile)('npm', ['run', '-s', 'verify-proof', '--', file], { env }).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
      );
    const write = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const good = write('good.json', JSON.stringify(proof));
    expect(await run(good)).toEqual({ code: 0, out: 'valid\n' });
    const bad = structuredClone(proof);
    bad.totals[0] = bump(bad.totals[0]);
    const refused = await run(write('bad.json', JSON.stringify(bad)));
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/total of/);
    const notJson = await run(write('text.json', 'not a proof'));
    expect(notJson).toMatchObject({ code: 1, out: expect.stringMatching(/is not JSON/) });
    const missing = await run(join(dir, 'missing.json'));
    expect(missing).toMatchObject({ code: 1, out: expect.stringMatching(/^Cannot read /) });

    // The bundle is reused while its sources are unchanged, and rebuilt once one changes.
    const [checkout] = readdirSync(env.VERIFY_PROOF_CACHE);
    const cached = join(env.VERIFY_PROOF_CACHE, checkout);
    writeFileSync(join(cached, 'verify-proof.mjs'), "console.log('the cached bundle');");
    expect(await run(good)).toEqual({ code: 0, out: 'the cached bundle\n' });
    const inputsFile = join(cached, 'inputs.json');
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8')) as Record<string, number>;
    const source = Object.keys(inputs).find((file) => file.endsWith('proofOfReserves.ts'))!;
    writeFileSync(inputsFile, JSON.stringify({ ...inputs, [source]: inputs[source] - 1 }));
    expect(await run(good)).toEqual({ code: 0, out: 'valid\n' });
    // Six npm processes and one build: about a second apiece on two busy cores.
  }, 30_000);
});

describe('publishing takes two admins and one build at a time', () => {
  const ask = () =>
    server.app.inject({
      method: 'POST',
      url: '/api/admin/treasury/snapshots',
      headers: owner,
      payload: { reason: 'Quarterly proof of reserves' },
    });

  it('is asked by one admin, refused to the same admin, published on a second approval', async () => {
    const asked = await ask();
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().message).toMatch(new RegExp(`^${SNAPSHOT_REQUESTED}`));
    const requestId = asked.json().result.requestId as string;
    const own = await decide(server, owner, requestId);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/a second, different admin must approve it/);

    const approved = await decide(server, await secondOwner(server, clock.next), requestId);
    expect(approved.statusCode, approved.body).toBe(200);
    await server.app.background.settled();
    const page = (await get('/api/admin/treasury/snapshots?page=1&limit=1')).json().result;
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({
      status: 'published',
      requestedBy: server.config.adminEmail,
    });
    const proof = (await get(proofUrl(page.items[0].id, await someUser()))).json().result;
    expect(proofProblems(proof, sha256Hex)).toEqual([]);
  });

  it('answers 409 while a snapshot is building, to a request and to an approval', async () => {
    const asked = await ask();
    expect(asked.statusCode, asked.body).toBe(202);
    const { rows } = await server.db.query<{ id: string }>(
      `INSERT INTO treasury_snapshots (nonce_secret) VALUES ('x') RETURNING id::text`,
    );
    const again = await ask();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SNAPSHOT_BUILDING);
    const approval = await decide(
      server,
      await secondOwner(server, clock.next),
      asked.json().result.requestId,
    );
    expect(approval.statusCode).toBe(409);
    expect(approval.json().message).toBe(SNAPSHOT_BUILDING);
    const building = await get(proofUrl(rows[0].id, await someUser()));
    expect(building.statusCode).toBe(409);
    await server.db.query(`UPDATE treasury_snapshots SET status = 'failed' WHERE id = $1`, [
      rows[0].id,
    ]);
  });

  it('keeps a published snapshot as it was written', async () => {
    await expect(
      server.db.query(`UPDATE treasury_snapshots SET root_hash = 'x' WHERE id = $1`, [seeded.id]),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      server.db.query(`DELETE FROM treasury_snapshots WHERE id = $1`, [seeded.id]),
    ).rejects.toThrow(/cannot be changed/);
  });
});
