import { beforeEach, expect, it, vi } from 'vitest';

/** The catalog and the schema index as a fresh page has them (nothing loaded yet). */
async function freshCatalog() {
  const catalog = await import('../../../src/resources/catalog');
  const { schemaNamed } = await import('../../../src/resources/shared/schemaIndex');
  return { ...catalog, loaded: (name: string) => schemaNamed(name) !== undefined };
}

beforeEach(() => {
  vi.resetModules();
});

it("a list loads the resources its grid shows by reference; its record page's related lists wait for the record page", async () => {
  const { catalogEntry, loadListResource, loadResource, loaded } = await freshCatalog();
  const users = catalogEntry('user')!;
  // The users' record page lists their deposits, withdrawals, trades…; their grid shows none.
  expect(users.refers).toContain('deposit');
  expect(users.listRefers).toEqual([]);
  await loadListResource(users);
  expect([loaded('user'), loaded('deposit')]).toEqual([true, false]);
  await loadResource(users);
  expect(loaded('deposit')).toBe(true);
});

it('a list whose grid shows another resource loads that one with it', async () => {
  const { catalogEntry, loadListResource, loaded } = await freshCatalog();
  // A KYC submission's row links to its user.
  const kyc = catalogEntry('kyc')!;
  expect(kyc.listRefers).toBeUndefined(); // the same as refers
  expect(loaded('user')).toBe(false);
  await loadListResource(kyc);
  expect(loaded('user')).toBe(true);
});
