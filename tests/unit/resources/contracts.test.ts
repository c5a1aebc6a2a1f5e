import { describe, expect, it } from 'vitest';
import { pagedListContracts } from '../../../src/contracts/resources';
import { columnsOf } from '../../../src/contracts/resources/types';
import { schemas } from '../../../src/resources/registry';

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
      expect(schema.list.csvExport === 'format').toBe(contract.export);
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
