import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { clock, codeAt, currentStep } from '../../server/totp.ts';
import { seedWallet } from '../../server/wallet/seed.ts';
import type { WalletAsset } from '../../src/contracts/wallet.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

export type Headers = Record<string, string>;

/**
 * A server with the seeded platform wallet (the BIP-39 test mnemonic) on a test clock, and the
 * calls the wallet tests make. Registers its own beforeAll / afterAll: call it at the top of a file.
 */
export function useWalletServer() {
  const realNow = clock.now;
  let server: TestServer;
  let adminId = '';
  let now = (currentStep(Date.now()) + 1) * 30_000 + 5_000;
  let savedMnemonic: string | undefined;

  beforeAll(async () => {
    savedMnemonic = process.env.WALLET_MNEMONIC;
    process.env.WALLET_MNEMONIC = ABANDON;
    clock.now = () => now;
    server = await startTestServer({ ADMIN_TOTP_SECRET: SECRET, SEED_USERS: '0' });
    await seedWallet(server.db, server.config);
    await seedWallet(server.db, server.config); // idempotent
    const { rows } = await server.db.query<{ id: string }>(
      'SELECT id FROM admins WHERE email = $1',
      [server.config.adminEmail],
    );
    adminId = rows[0].id;
  });
  afterAll(async () => {
    clock.now = realNow;
    if (savedMnemonic === undefined) delete process.env.WALLET_MNEMONIC;
    else process.env.WALLET_MNEMONIC = savedMnemonic;
    await server?.close();
  });

  const session = async (): Promise<Headers> => ({
    authorization: `Bearer ${await createSession(server.db, adminId)}`,
  });

  /** Verifies a fresh code (the next time step, since each code is accepted once) on this session. */
  const stepUp = async (headers: Headers) => {
    now += 30_000;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/admin/adminVerifyOtp',
      headers,
      payload: {
        email: server.config.adminEmail,
        secret: codeAt(SECRET, currentStep(now)),
        type: 'email',
      },
    });
    expect(res.statusCode).toBe(200);
  };

  const get = (url: string, headers: Headers = {}) =>
    server.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const post = (url: string, headers: Headers, payload: object) =>
    server.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });

  return {
    server: () => server,
    adminId: () => adminId,
    advanceClock: (ms: number) => {
      now += ms;
    },
    session,
    stepUp,
    /** A session that passed the step-up: wallet reads need it too (spec section 6). */
    verifiedSession: async (): Promise<Headers> => {
      const headers = await session();
      await stepUp(headers);
      return headers;
    },
    get,
    post,
    walletList: async (headers: Headers): Promise<WalletAsset[]> => {
      const res = await get('/admin/getAdminWallet', headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
      return res.json().result;
    },
    balanceOf: async (headers: Headers, currency: string, address: string) => {
      const res = await post('/admin/tokenBalance', headers, { currency, address });
      expect(res.statusCode).toBe(200);
      return res.json().result as {
        amount: string;
        balance: number;
        decimals: number;
        network: string;
        message: string;
      };
    },
  };
}
