import { describe, expect, it } from 'vitest';
import { pagedList } from '../../src/contracts/resources/pagedList.ts';
import { selectColumn, textColumn, timeColumn } from '../../src/contracts/resources/fields.ts';
import { tableList } from '../../server/http/tableResource.ts';

/**
 * A resource declared with its table gets its list's SQL from the contract alone: each field the
 * column of its key in snake_case. The blocklist proves it against the real server (the generated
 * contracts, contractWrites and listIndexes tests); this pins the derivation itself.
 */
const feeTiers = pagedList({
  name: 'fee_tiers',
  endpoint: 'GET /admin/feeTiers',
  table: { name: 'fee_tiers', tag: 'Markets', createdBy: 'createdBy' },
  permissions: { read: 'pairs:read' },
  fields: [
    { ...textColumn('tierName', 'Tier'), input: 'always', rules: { required: true } },
    { ...selectColumn('status', 'Status'), input: 'always', default: 'active' },
    { key: 'minVolume', label: 'From volume', type: 'money', sortable: true, input: 'always' },
    { key: 'note', label: 'Note', type: 'text', input: 'always' },
    { key: 'createdBy', label: 'Added by', type: 'email', filter: 'text', sortable: true },
    timeColumn('createdAt', 'Added'),
    { key: 'updatedAt', label: 'Updated', type: 'datetime', role: 'detail' },
  ],
});

describe('tableList', () => {
  const list = tableList(feeTiers);

  it('reads each field from its snake_case column, the creator from admins', () => {
    expect(list.from).toBe('FROM fee_tiers r LEFT JOIN admins a ON a.id = r.created_by');
    expect(list.columns.tierName.sql).toBe('r.tier_name');
    expect(list.columns.minVolume.sql).toBe('r.min_volume');
    expect(list.columns.createdBy).toMatchObject({
      sql: 'a.email',
      lookup: { key: 'r.created_by', table: 'admins', id: 'id', match: 'email' },
    });
    expect(list.select).toContain('r.id AS "_id"');
    expect(list.select).toContain('r.note AS "note"');
    expect(list.select).toMatch(/r\.updated_at.* AS "updatedAt"/);
  });

  it('sorts required, defaulted and the engine-kept times without NULLS LAST, others with', () => {
    expect(list.columns.tierName.notNull).toBe(true);
    expect(list.columns.status.notNull).toBe(true);
    expect(list.columns.createdAt.notNull).toBe(true);
    expect(list.columns.minVolume.notNull).toBeUndefined();
  });

  it('counts without the join, and breaks ties by id', () => {
    expect(list.count).toEqual({ from: 'FROM fee_tiers r', aliases: ['r'] });
    expect(list.tiebreak).toBe('r.id');
  });

  it('joins nothing when no field shows the creator', () => {
    const plain = tableList({ ...feeTiers, table: { name: 'fee_tiers', tag: 'Markets' } });
    expect(plain.from).toBe('FROM fee_tiers r');
    expect(plain.count).toBeUndefined();
    expect(plain.columns.createdBy.sql).toBe('r.created_by');
  });
});
