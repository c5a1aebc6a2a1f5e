import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers.ts';

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

interface Kyc {
  _id: string;
  userId: string;
  email: string;
  name: string;
  documentType: string;
  documentNumber: string;
  status: string;
  reason: string | null;
  reviewedAt: string | null;
  reviewedBy: string | null;
  documents: { front: string; back: string | null; selfie: string };
}

async function allKyc(): Promise<Kyc[]> {
  const res = await post('/admin/getAllKycList', {});
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

const pending = async () => (await allKyc()).filter((k) => k.status === 'pending');

describe('POST /admin/getAllKycList', () => {
  it('answers every submission with the contract fields and document paths', async () => {
    const list = await allKyc();
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM kyc');
    expect(list).toHaveLength(rows[0].n);
    expect(new Set(list.map((k) => k.status))).toEqual(
      new Set(['pending', 'approved', 'rejected']),
    );
    const keys = [
      '_id',
      'userId',
      'name',
      'email',
      'nationality',
      'address',
      'dateOfBirth',
      'documentType',
      'documentNumber',
      'status',
      'reason',
      'submittedAt',
      'reviewedAt',
      'reviewedBy',
      'documents',
    ];
    for (const k of list) {
      expect(Object.keys(k).sort()).toEqual([...keys].sort());
      expect(k.documents.front).toBe(`/admin/kycDocument/${k._id}/front`);
      expect(k.documents.selfie).toBe(`/admin/kycDocument/${k._id}/selfie`);
      expect(k.documents.back).toBe(
        k.documentType === 'passport' ? null : `/admin/kycDocument/${k._id}/back`,
      );
    }
    // Each status is present, so the checks per status below cannot pass on an empty group.
    const byStatus = (status: string) => list.filter((k) => k.status === status);
    expect(byStatus('rejected').length).toBeGreaterThan(0);
    expect(byStatus('pending').length).toBeGreaterThan(0);
    expect(byStatus('approved').length).toBeGreaterThan(0);
    expect(byStatus('rejected').map((k) => Boolean(k.reason))).not.toContain(false);
    expect(byStatus('pending').map((k) => k.reviewedAt)).toEqual(
      byStatus('pending').map(() => null),
    );
    const reviewers = new Set(list.filter((k) => k.status !== 'pending').map((k) => k.reviewedBy));
    expect(reviewers).toEqual(new Set([server.config.adminEmail]));
  });
});

describe('GET /admin/kycDocument/:id/:side', () => {
  it('answers a deterministic SVG with the name and document number, only with a token', async () => {
    const k = (await allKyc())[0];
    const url = `/api${k.documents.front}`;
    const res = await server.app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg /);
    expect(res.body).toContain(k.documentNumber);
    expect(res.body).toContain(k.name.replace(/'/g, '&apos;'));
    const again = await server.app.inject({ method: 'GET', url, headers: auth });
    expect(again.body).toBe(res.body);
    const selfie = await server.app.inject({
      method: 'GET',
      url: `/api${k.documents.selfie}`,
      headers: auth,
    });
    expect(selfie.statusCode).toBe(200);
    expect(selfie.body).not.toBe(res.body);
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('answers 404 for a passport back, an unknown id, and 400 for an unknown side', async () => {
    const passport = (await allKyc()).find((k) => k.documentType === 'passport') as Kyc;
    const back = await server.app.inject({
      method: 'GET',
      url: `/api/admin/kycDocument/${passport._id}/back`,
      headers: auth,
    });
    expect(back.statusCode).toBe(404);
    const unknown = await server.app.inject({
      method: 'GET',
      url: '/api/admin/kycDocument/00000000-0000-4000-8000-000000000000/front',
      headers: auth,
    });
    expect(unknown.statusCode).toBe(404);
    const side = await server.app.inject({
      method: 'GET',
      url: `/api/admin/kycDocument/${passport._id}/left`,
      headers: auth,
    });
    expect(side.statusCode).toBe(400);
    expect(side.json().success).toBe(false);
  });
});

describe('POST /admin/verifyKyc', () => {
  it('approves a pending submission: kyc and user updated together, reviewer recorded, action logged', async () => {
    const [k] = await pending();
    const res = await post('/admin/verifyKyc', {
      _id: k._id,
      status: 'approved',
      reason: 'ignored',
    });
    expect(res.statusCode).toBe(200);
    const record = res.json().result as Kyc;
    expect(record).toMatchObject({
      _id: k._id,
      status: 'approved',
      reason: null,
      reviewedBy: server.config.adminEmail,
    });
    expect(Date.now() - Date.parse(record.reviewedAt as string)).toBeLessThan(60_000);
    const user = (await post('/admin/adminUserData', { _id: k.userId })).json().result.user;
    expect(user.kycStatus).toBe('approved');
    const log = (await post('/admin/getAdminActionHistory', {})).json().result.data;
    expect(log[0]).toMatchObject({ description: `KYC of ${k.email} approved`, user_id: k.userId });
  });

  it('rejects with a trimmed reason', async () => {
    const [k] = await pending();
    const res = await post('/admin/verifyKyc', {
      _id: k._id,
      status: 'rejected',
      reason: '  Document has expired  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'rejected', reason: 'Document has expired' });
    const user = (await post('/admin/adminUserData', { _id: k.userId })).json().result.user;
    expect(user.kycStatus).toBe('rejected');
    const log = (await post('/admin/getAdminActionHistory', {})).json().result.data;
    expect(log[0].description).toBe(`KYC of ${k.email} rejected: Document has expired`);
  });

  it('refuses a rejection without a real reason, and changes nothing', async () => {
    const [k] = await pending();
    for (const reason of [undefined, '', '   ', ' ab ']) {
      const res = await post('/admin/verifyKyc', {
        _id: k._id,
        status: 'rejected',
        ...(reason === undefined ? {} : { reason }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        requestId: expect.any(String),
        message: 'A reason is required to reject a KYC submission',
      });
    }
    const tooLong = await post('/admin/verifyKyc', {
      _id: k._id,
      status: 'rejected',
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await allKyc()).find((r) => r._id === k._id)?.status).toBe('pending');
  });

  it('answers 409 for a submission that is not pending, 404 for an unknown one, 400 for a bad status', async () => {
    const done = (await allKyc()).find((k) => k.status === 'approved') as Kyc;
    const res = await post('/admin/verifyKyc', {
      _id: done._id,
      status: 'rejected',
      reason: 'Changed my mind',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      requestId: expect.any(String),
      message: 'This KYC submission was already approved; only pending submissions can be verified',
    });
    const unknown = await post('/admin/verifyKyc', {
      _id: '00000000-0000-4000-8000-000000000000',
      status: 'approved',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await post('/admin/verifyKyc', { _id: done._id, status: 'pending' });
    expect(bad.statusCode).toBe(400);
  });
});
