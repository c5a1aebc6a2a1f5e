import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  loadConfig,
  redactUrl,
} from '../../server/config.ts';

describe('server configuration', () => {
  it('uses the documented development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      adminEmail: DEV_ADMIN_EMAIL,
      adminPassword: DEV_ADMIN_PASSWORD,
      seedUsers: 300,
      production: false,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('refuses to start in production with the development admin credentials', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ADMIN_EMAIL: 'ops@exchange.example' }),
    ).toThrow(/ADMIN_PASSWORD/);
    const config = loadConfig({
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'ops@exchange.example',
      ADMIN_PASSWORD: 'A-long-production-secret-1',
      SECRETS_KEY: 'ab'.repeat(32),
    });
    expect(config.production).toBe(true);
  });

  it('takes a second founding owner only whole, strong and distinct from the first', () => {
    expect(loadConfig({}).secondAdmin).toBeUndefined();
    expect(
      loadConfig({
        SECOND_ADMIN_EMAIL: 'Two@Exchange.example',
        SECOND_ADMIN_PASSWORD: 'Second-Owner-2026',
      }).secondAdmin,
    ).toEqual({ email: 'two@exchange.example', password: 'Second-Owner-2026' });
    expect(() => loadConfig({ SECOND_ADMIN_EMAIL: 'two@exchange.example' })).toThrow(
      'SECOND_ADMIN_EMAIL and SECOND_ADMIN_PASSWORD are set together',
    );
    expect(() =>
      loadConfig({
        SECOND_ADMIN_EMAIL: DEV_ADMIN_EMAIL,
        SECOND_ADMIN_PASSWORD: 'Second-Owner-2026',
      }),
    ).toThrow('SECOND_ADMIN_EMAIL must be another admin than ADMIN_EMAIL');
    expect(() =>
      loadConfig({ SECOND_ADMIN_EMAIL: 'two@exchange.example', SECOND_ADMIN_PASSWORD: 'weak' }),
    ).toThrow(/SECOND_ADMIN_PASSWORD/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be an integer/);
    expect(() => loadConfig({ SEED_USERS: '-1' })).toThrow(/SEED_USERS/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'not-an-email' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: Password must be at least 10 characters/,
    );
    expect(() => loadConfig({ ADMIN_TOTP_SECRET: 'not base32!' })).toThrow(/ADMIN_TOTP_SECRET/);
  });

  it('accepts a base32 TOTP secret and a large seed for benchmarks', () => {
    const config = loadConfig({
      ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      SEED_USERS: '100000',
    });
    expect(config.adminTotpSecret).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(config.seedUsers).toBe(100_000);
  });

  it('uses a PostgreSQL server only for a postgres:// DATABASE_URL, with a bounded pool', () => {
    expect(loadConfig({})).toMatchObject({ databaseUrl: undefined, databasePoolMax: 10 });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://app:pw@db:5432/exchange', DATABASE_POOL_MAX: '25' }),
    ).toMatchObject({ databaseUrl: 'postgres://app:pw@db:5432/exchange', databasePoolMax: 25 });
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/exchange' }).databaseUrl).toBe(
      'postgresql://db/exchange',
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/exchange' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('trusts a number of proxy hops or their addresses, never every address (TRUST_PROXY)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=1 behind one load balancer/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/between 0 and 10/);
  });

  it('sends mail over an smtp:// or smtps:// SMTP_URL, from MAIL_FROM', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:pw@mail.example.com',
      MAIL_FROM: 'Back office <ops@exchange.example>',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://mailer:pw@mail.example.com',
      mailFrom: 'Back office <ops@exchange.example>',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/);
  });

  it('logs a DATABASE_URL without its password, also in the Unix-socket form WHATWG URL refuses', () => {
    expect(redactUrl('postgres://app:s3cr%40t@db:5432/exchange')).toBe(
      'postgres://app:***@db:5432/exchange',
    );
    expect(redactUrl('postgresql://db/exchange')).toBe('postgresql://db/exchange');
    const socket = 'postgres://app@/exchange?host=%2Frun%2Fpostgresql&port=5432';
    expect(loadConfig({ DATABASE_URL: socket }).databaseUrl).toBe(socket);
    expect(redactUrl(socket)).toBe(socket);
    expect(redactUrl('postgres://app@/exchange?host=/run/postgresql&password=hunter2&x=1')).toBe(
      'postgres://app@/exchange?host=/run/postgresql&password=***&x=1',
    );
  });
});
