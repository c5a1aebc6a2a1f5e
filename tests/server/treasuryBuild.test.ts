import { createHmac } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leafNonce, leafNonces } from '../../server/treasury/leafNonce.ts';
import { SCALE, unitsFromSql, unitsOf, unitsSql } from '../../server/treasury/units.ts';

/**
 * The build's shortcuts give what the plain forms give: its nonces are HMAC-SHA256, its units read
 * from SQL are the decimal's units.
 */

describe('leaf nonces', () => {
  const hmac = (secret: string, id: string) =>
    createHmac('sha256', secret).update(id).digest('hex');
  const secrets = ['', 'k', 'a'.repeat(64), 'b'.repeat(65), 'c'.repeat(200), 'clé-ü'];
  const ids = ['f47ac10b-58cc-4372-a567-0e02b2c3d479', '', 'x'.repeat(300), 'ünïcode', 'u2'];

  it.each(secrets)('are HMAC-SHA256 under a secret of %#', (secret) => {
    const nonceOf = leafNonces(secret);
    // Twice over, longest id in the middle: no state is left from one id to the next.
    for (const id of [...ids, ...[...ids].reverse()]) {
      expect(nonceOf(id), id).toBe(hmac(secret, id));
      expect(leafNonce(secret, id), id).toBe(hmac(secret, id));
    }
  });
});

describe('units read by SQL', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
  });
  afterAll(() => db?.close());

  const read = async (amount: string) => {
    const { rows } = await db.query<{ units: string }>(
      `SELECT ${unitsSql('v')} AS units FROM (VALUES ($1::numeric)) t(v)`,
      [amount],
    );
    return unitsFromSql(rows[0].units);
  };

  it('are the units of the decimal', async () => {
    const fine = `0.${'0'.repeat(SCALE - 1)}1`;
    for (const amount of ['0', '0.000', '1.5', '1.50000', '-2.25', fine, '123456789012345.12'])
      expect(await read(amount), amount).toBe(unitsOf(amount));
  });

  it(`refuse an amount of more than ${SCALE} decimals`, async () => {
    await expect(read(`0.${'0'.repeat(SCALE)}1`)).rejects.toThrow(/more than 18 decimals/);
    expect(await read(`1.${'0'.repeat(SCALE + 3)}`)).toBe(unitsOf('1'));
  });
});
