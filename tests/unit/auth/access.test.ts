import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, type BuiltInRole } from '../../../src/contracts/permissions';
import { missingForResource, ruleForCall } from '../../../src/authProvider/access';
import { schemas } from '../../../src/resources/registry';

const held = (role: BuiltInRole) => new Set<string>(BUILT_IN_ROLES[role].permissions);
const schemaOf = (listPath: string) => schemas.find((schema) => schema.list.path === listPath)!;
const withdrawals = schemaOf('/admin/withdrawList');
const users = schemaOf('/admin/getAllUserData');
const tickets = schemaOf('/admin/ticketList');

describe('what a role may see and do, from the calls the screens make', () => {
  it('finds the rule of a call with a path parameter', () => {
    expect(ruleForCall('GET', '/admin/ticketMessage/42')).toBe('tickets:read');
    expect(ruleForCall('GET', '/admin/getAdminProfile')).toBeUndefined();
  });

  it('shows support the users and tickets, not the withdrawals', () => {
    expect(missingForResource(held('support'), users, 'list')).toBeNull();
    expect(missingForResource(held('support'), tickets, 'list')).toBeNull();
    expect(missingForResource(held('support'), withdrawals, 'list')).toBe('withdraw:read');
  });

  it('lets finance approve a pending withdrawal and compliance block a user, not the reverse', () => {
    const pending = { id: 'w1', _id: 'w1', status: 'pending' };
    expect(missingForResource(held('finance'), withdrawals, 'approved', pending)).toBeNull();
    expect(missingForResource(held('compliance'), withdrawals, 'approved', pending)).toBe(
      'withdraw:approve',
    );
    const user = { id: 'u1', _id: 'u1', status: 'active' };
    expect(missingForResource(held('compliance'), users, 'block', user)).toBeNull();
    expect(missingForResource(held('finance'), users, 'block', user)).toBe('user:status');
  });

  it('gives the auditor every list and no action', () => {
    for (const schema of schemas)
      expect(missingForResource(held('auditor'), schema, 'list'), schema.name).toBeNull();
    expect(
      missingForResource(held('auditor'), withdrawals, 'rejected', { id: 'w', status: 'pending' }),
    ).toBe('withdraw:reject');
  });

  it('gives the owner everything', () => {
    for (const schema of schemas) {
      for (const action of [
        'list',
        'create',
        'edit',
        'delete',
        ...(schema.actions ?? []).map((a) => a.name),
      ])
        expect(
          missingForResource(held('owner'), schema, action, { id: 'x' }),
          `${schema.name} ${action}`,
        ).toBeNull();
    }
  });
});
