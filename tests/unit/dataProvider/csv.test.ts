import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../src/dataProvider/csv';
import type { FieldSchema } from '../../../src/resources/types';

const fields: FieldSchema[] = [
  { source: 'name', label: 'Name', type: 'text', views: ['list', 'show'] },
  {
    source: 'status',
    label: 'Status',
    type: 'status',
    views: ['list'],
    choices: [{ id: 'blocked', name: 'Blocked' }],
  },
  { source: 'secret', label: 'Secret', type: 'text', views: ['show'] },
  { source: 'kyc.verified', label: 'Verified', type: 'boolean', views: ['list'] },
  { source: 'balance', label: 'Balance', type: 'money', views: ['list'] },
];

describe('CSV export', () => {
  it('writes the list columns under their labels, with choice names, and only those columns', () => {
    const csv = toCsv({ name: 'user', fields }, [
      { name: 'Ann', status: 'blocked', secret: 'x', kyc: { verified: true }, balance: '-1.5' },
    ]);
    expect(csv.split('\r\n')).toEqual(['Name,Status,Verified,Balance', 'Ann,Blocked,Yes,-1.5']);
  });

  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    const csv = toCsv({ name: 'user', fields }, [
      { name: 'Doe, "J"\n', status: '=HYPERLINK("x")', balance: null },
    ]);
    expect(csv.split('\r\n')[1]).toBe(`"Doe, ""J""\n","'=HYPERLINK(""x"")",,`);
  });

  it('names each of several choices (a tags column)', () => {
    const tags: FieldSchema = {
      source: 'permissions',
      label: 'Permissions',
      type: 'tags',
      views: ['list'],
      choices: [
        { id: 'users:read', name: 'view users' },
        { id: 'ticket:reply', name: 'reply to support tickets' },
      ],
    };
    const csv = toCsv({ name: 'roles', fields: [tags] }, [
      { permissions: ['users:read', 'ticket:reply', 'unknown:one'] },
    ]);
    expect(csv.split('\r\n')[1]).toBe('view users; reply to support tickets; unknown:one');
  });
});
