import { describe, expect, it } from 'vitest';
import { pagedListContracts } from '../../../src/contracts/resources';
import { columnsOf, USER_FILTER } from '../../../src/contracts/resources/types';
import { schemas } from '../../../src/resources/registry';
import { WHOLE_LISTS } from '../../../src/contracts/wholeLists';

/**
 * Every server-paged grid is built on a registered contract, so tests/server/contracts.test.ts,
 * which proves each contract's controls against the real server, proves the grid's.
 */
const serverGrids = schemas.filter((schema) => schema.list.mode === 'server');
const contractOf = (name: string) => pagedListContracts.find((c) => c.name === name);

describe('server-paged grids and their contracts', () => {
  it('registers one contract per server-paged grid, and a grid per contract', () => {
    expect(serverGrids.map((s) => s.name).sort()).toEqual(
      pagedListContracts.map((c) => c.name).sort(),
    );
  });

  it.each(serverGrids.map((schema) => [schema.name, schema] as const))(
    '%s offers what its contract declares',
    (name, schema) => {
      const contract = contractOf(name)!;
      expect(schema.list).toMatchObject({
        method: contract.endpoint.method,
        path: contract.endpoint.path,
      });
      expect(schema.list.body?.({}) ?? {}).toEqual(contract.endpoint.fixed ?? {});
      expect(schema.list.mode === 'server' && schema.list.csvExport === 'format').toBe(
        contract.export,
      );
      expect(schema.defaultSort).toEqual(contract.defaultSort);
      const columns = schema.fields.filter((field) => field.views.includes('list'));
      expect(columns.map((f) => f.label)).toEqual(columnsOf(contract).map((f) => f.label));
      // The contract's fields come first, then any create-form inputs of the schema's own.
      const fields = schema.fields.slice(0, contract.fields.length);
      expect(fields.map((f) => [f.source, f.sortable, f.filter, f.searchable === true])).toEqual(
        contract.fields.map((f) => [f.key, f.sortable === true, f.filter, f.searchable === true]),
      );
    },
  );

  it('sorts P2P trades by every column but Closed (no index serves it at a million trades)', () => {
    const p2pBuy = schemas.find((s) => s.name === 'p2p/p2p-buy')!;
    const closed = p2pBuy.fields.find((f) => f.source === 'closedAt')!;
    expect(closed.sortable).toBe(false);
  });
});

/**
 * A record page's related lists ask only what their lists answer: a registered server-paged grid
 * whose contract takes the exact filter (proved against the server by the contract test), and
 * columns among that grid's own, with "View all" through a filter the grid offers.
 */
const relatedLists = schemas.flatMap((schema) =>
  (schema.recordPage?.related ?? []).map((related) => [schema.name, related] as const),
);

describe('related lists of record pages', () => {
  it.each(relatedLists.map(([owner, related]) => [owner, related.label, related] as const))(
    '%s: %s',
    (_owner, _label, related) => {
      const contract = contractOf(related.resource);
      expect(contract, `${related.resource} is not a server-paged grid`).toBeDefined();
      expect(related.target).toBe(USER_FILTER);
      expect(contract!.userFilter).toBeDefined();
      const grid = schemas.find((schema) => schema.name === related.resource)!;
      const listed = grid.fields.filter((field) => field.views.includes('list'));
      for (const column of related.columns ?? [])
        expect(listed.map((field) => field.source)).toContain(column);
      if (related.viewAll)
        expect(grid.fields.find((field) => field.source === related.viewAll!.filter)?.filter).toBe(
          'text',
        );
    },
  );
});

describe('whole lists', () => {
  // A list answered whole must be one whose size the server holds down.
  it.each(schemas.filter((s) => s.list.mode === 'whole').map((s) => [s.name, s] as const))(
    '%s declares a bound the server enforces',
    (_, schema) => {
      expect(Object.values(WHOLE_LISTS)).toContain(
        schema.list.mode === 'whole' ? schema.list.bound : undefined,
      );
    },
  );
});
