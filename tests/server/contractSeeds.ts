import { expect } from 'vitest';
import { writeRoute } from '../../src/contracts/resources/writes.ts';
import type { PagedListContract } from '../../src/contracts/resources/types.ts';
import { createSession } from '../../server/auth/sessions.ts';
import type { TestServer } from './helpers.ts';

/**
 * Creates each contract's seed rows (else its create example) as its create form sends them,
 * each by another admin, so a field the writes fill (who added it) holds distinct values too.
 */
export async function createSeedRows(server: TestServer, contracts: PagedListContract[]) {
  const authors = await seedAuthors(server, 3);
  for (const { writes, seeds } of contracts) {
    if (!writes?.examples.create) continue;
    const route = writeRoute(writes, 'create');
    for (const [i, payload] of (seeds ?? [writes.examples.create]).entries()) {
      const created = await server.app.inject({
        method: route.method,
        url: `/api${route.path}`,
        headers: authors[i % authors.length],
        payload,
      });
      expect(created.statusCode, created.body).toBe(200);
    }
  }
}

/** Owners with a session each, to create the seed rows of the lists with writes. */
async function seedAuthors(server: TestServer, count: number) {
  const authors: { authorization: string }[] = [];
  for (let i = 1; i <= count; i++) {
    const { rows } = await server.db.query<{ id: string }>(
      `INSERT INTO admins (email, password_hash, role) VALUES ($1, 'not-a-hash', 'owner')
       ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
      [`seed-author-${i}@exchange.local`],
    );
    authors.push({ authorization: `Bearer ${await createSession(server.db, rows[0].id)}` });
  }
  return authors;
}
