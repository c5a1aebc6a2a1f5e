import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from './helpers.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { clock, codeAt, currentStep } from '../../server/totp.ts';
import { seedWallet } from '../../server/wallet/seed.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const realNow = clock.now;
let server: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  process.env.WALLET_MNEMONIC =
    'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
  const now = (currentStep(Date.now()) + 1) * 30_000 + 5_000;
  clock.now = () => now;
  server = await startTestServer({ ADMIN_TOTP_SECRET: SECRET, SEED_USERS: '0' });
  await seedWallet(server.db, server.config);
  const { rows } = await server.db.query<{ id: string }>(
    "SELECT id FROM admins WHERE email = 'admin@exchange.local'",
  );
  headers = { authorization: `Bearer ${await createSession(server.db, rows[0].id)}` };
  await server.app.inject({
    method: 'POST',
    url: '/api/admin/adminVerifyOtp',
    headers,
    payload: {
      email: server.config.adminEmail,
      secret: codeAt(SECRET, currentStep(now)),
      type: 'email',
    },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  clock.now = realNow;
  delete process.env.WALLET_MNEMONIC;
  await server.close();
});

const createToken = (payload: object) =>
  server.app.inject({ method: 'POST', url: '/api/admin/createToken', headers, payload });
const token = {
  currency: 'USDC',
  tokenType: 'ERC20',
  contractAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
};

describe('input rules shared by every route', () => {
  it('refuses NUL and control characters with a clear message', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/adminlogin',
      payload: { email: 'admin@exchange.local\u0000', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      requestId: expect.any(String),
      message: "Invalid body: 'email' must not contain control characters",
    });
    const query = await server.app.inject({
      url: '/api/admin/getAdminProfile?x=%1b',
      headers,
    });
    expect(query.json().message).toBe(
      "Invalid querystring: 'x' must not contain control characters",
    );
  });

  it('bounds prices and trims names; a name of spaces is refused', async () => {
    const huge = await createToken({ ...token, name: 'USD Coin', priceUsd: 1e308 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(
      "Invalid body: 'priceUsd' must be a finite number below 1e+15",
    );
    const negative = await createToken({ ...token, name: 'USD Coin', priceUsd: -1 });
    expect(negative.statusCode).toBe(400);
    const decimals = await createToken({
      ...token,
      name: 'USD Coin',
      priceUsd: '1.1234567890123456789',
    });
    expect(decimals.statusCode).toBe(400);
    const blank = await createToken({ ...token, name: '   ', priceUsd: 1 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Invalid body: 'name' must not be blank");
    const ok = await createToken({
      ...token,
      name: '  USD Coin  ',
      priceUsd: '1.000000000000000001',
    });
    expect(ok.statusCode).toBe(200);
    const { rows } = await server.db.query<{ name: string }>(
      `SELECT name FROM assets WHERE symbol = 'USDC'`,
    );
    expect(rows[0].name).toBe('USD Coin');
  });

  it('refuses unknown fields on bodies declared empty', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/admin/getAllUserData',
      headers,
      payload: { admin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('answers 431 (headers too large) and a malformed request in the envelope', async () => {
    const big = await raw(
      `GET /api/openapi.json HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big.status).toBe(431);
    // Refused by Node's parser before Fastify makes a request of it: no request id to give.
    expect(JSON.parse(big.body)).toEqual({
      success: false,
      message: 'Request header fields too large',
    });
    const broken = await raw('GET /api/openapi.json HTTP/1.1\r\nHost x\r\n\r\n');
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body).success).toBe(false);
  });
});

function raw(text: string): Promise<{ status: number; body: string }> {
  const { port } = server.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.on('data', (c) => (data += c.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1]),
        body: data.slice(data.indexOf('\r\n\r\n') + 4),
      }),
    );
  });
}
