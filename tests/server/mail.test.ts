import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { latestLinkTo, outboxMessages } from '../../server/mail/outbox.ts';
import { createLogger } from '../../server/http/logger.ts';
import { FORGOT_PASSWORD_MESSAGE } from '../../server/routes/account.ts';

const QUIET = { SEED_USERS: '0', SEED_LEDGER: '0', SEED_TRADES: '0' };
const PRODUCTION = {
  ...QUIET,
  NODE_ENV: 'production',
  ADMIN_EMAIL: 'owner@exchange.test',
  ADMIN_PASSWORD: 'Owner-Pass-2024!x',
  SECRETS_KEY: '33'.repeat(32),
};

const ownerHeaders = async (server: TestServer) => {
  const { rows } = await server.db.query<{ id: string }>('SELECT id FROM admins WHERE email = $1', [
    server.config.adminEmail,
  ]);
  return { authorization: `Bearer ${await createSession(server.db, rows[0].id)}` };
};

describe('without a mail server in development: the outbox', () => {
  it('writes each message to a file of its own, owner-only, that the link is read from', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'exchange-mail-test-'));
    try {
      const outbox = path.join(dir, 'outbox');
      const mailer = createMailer(
        { production: false, mailFrom: 'Exchange admin <no-reply@exchange.local>' },
        outbox,
      );
      expect(mailer).toMatchObject({ enabled: true, outbox });
      await mailer.send({
        to: 'a@exchange.local',
        subject: 'One',
        text: 'http://x/register?token=1',
      });
      await mailer.send({
        to: 'A@exchange.local',
        subject: 'Two',
        text: 'http://x/register?token=2',
      });
      await mailer.send({
        to: 'b@exchange.local',
        subject: 'Three',
        text: 'http://x/register?token=3',
      });
      expect((await stat(outbox)).mode & 0o777).toBe(0o700);
      const files = await readdir(outbox);
      expect(files).toHaveLength(3);
      for (const file of files)
        expect((await stat(path.join(outbox, file))).mode & 0o777).toBe(0o600);
      expect((await outboxMessages(outbox)).map((message) => message.subject)).toEqual([
        'One',
        'Two',
        'Three',
      ]);
      expect(await latestLinkTo(outbox, 'a@exchange.local', '/register')).toBe(
        'http://x/register?token=2',
      );
      expect(await latestLinkTo(outbox, 'a@exchange.local', '/reset_password')).toBeUndefined();
      expect(await latestLinkTo(path.join(dir, 'none'), 'a@exchange.local', '/')).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is a folder of its own under the temporary folder for an in-memory server, gone at close', async () => {
    const lines: string[] = [];
    const server = await startTestServer(
      { ...QUIET, LOG_LEVEL: 'debug' },
      { logger: createLogger({ logLevel: 'debug' }, { write: (line) => void lines.push(line) }) },
    );
    const outbox = server.app.mailer.outbox!;
    try {
      expect(outbox.startsWith(os.tmpdir())).toBe(true);
      const forgot = await server.app.inject({
        method: 'POST',
        url: '/api/forgotPassword',
        payload: { email: server.config.adminEmail },
      });
      expect(forgot.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
      await server.app.background.settled();
      const [message] = await outboxMessages(outbox);
      expect(message).toMatchObject({
        to: server.config.adminEmail,
        subject: 'Reset your admin password',
      });
      const link = await latestLinkTo(outbox, server.config.adminEmail, '/reset_password');
      const token = new URL(link!).searchParams.get('token')!;
      expect(token.length).toBeGreaterThan(20);
      // Not in the log, at any level.
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('')).not.toContain(token);
    } finally {
      await server.close();
    }
    expect(existsSync(outbox)).toBe(false);
  });
});

describe('a mail server that refuses the message', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 9 of this machine: the connection is refused at once.
    server = await startTestServer({ ...QUIET, SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => server?.close());

  it('leaves the reset answer neutral', async () => {
    expect(server.app.mailer.enabled).toBe(true);
    expect(server.app.mailer.outbox).toBeUndefined();
    const forgot = await server.app.inject({
      method: 'POST',
      url: '/api/forgotPassword',
      payload: { email: server.config.adminEmail },
    });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json().message).toBe(FORGOT_PASSWORD_MESSAGE);
  });
});

describe('production without SMTP_URL', () => {
  let server: TestServer;
  const mnemonic = process.env.WALLET_MNEMONIC;
  beforeAll(async () => {
    // Production takes the platform wallet seed from the environment only.
    process.env.WALLET_MNEMONIC = `${'abandon '.repeat(11)}about`;
    server = await startTestServer(PRODUCTION);
  });
  afterAll(async () => {
    if (mnemonic === undefined) delete process.env.WALLET_MNEMONIC;
    else process.env.WALLET_MNEMONIC = mnemonic;
    await server?.close();
  });

  it('has mail off and no outbox', () => {
    expect(server.app.mailer.enabled).toBe(false);
    expect(server.app.mailer.outbox).toBeUndefined();
  });

  it('answers password resets 503 with a clear message, for any email', async () => {
    for (const email of [server.config.adminEmail, 'nobody@exchange.test']) {
      const forgot = await server.app.inject({
        method: 'POST',
        url: '/api/forgotPassword',
        payload: { email },
      });
      expect(forgot.statusCode).toBe(503);
      expect(forgot.json().message).toBe(
        'Password resets are off: no mail server is configured (SMTP_URL)',
      );
    }
    const { rows } = await server.db.query('SELECT 1 FROM admin_password_resets');
    expect(rows).toHaveLength(0);
  });

  it('answers invitations 503 after the session check, and creates none', async () => {
    const payload = { email: 'new.admin@exchange.test', role: 'support' };
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/admin/createInvitation',
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const invited = await server.app.inject({
      method: 'POST',
      url: '/api/admin/createInvitation',
      headers: await ownerHeaders(server),
      payload,
    });
    expect(invited.statusCode).toBe(503);
    expect(invited.json().message).toBe(
      'Invitations are off: no mail server is configured (SMTP_URL)',
    );
    const { rows } = await server.db.query('SELECT 1 FROM admin_invitations');
    expect(rows).toHaveLength(0);
  });
});
