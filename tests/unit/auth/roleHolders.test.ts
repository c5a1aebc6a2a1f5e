import { describe, expect, it } from 'vitest';
import { rolesHolding, whoMay } from '../../../src/contracts/roleHolders';
import { ALL_PERMISSIONS } from '../../../src/contracts/permissions';

describe('Who may do what a role may not', () => {
  it('names the built-in roles holding the permission, the owner left out', () => {
    expect(rolesHolding('dispute:resolve')).toEqual(['finance']);
    expect(rolesHolding('limits:update')).toEqual(['finance', 'compliance']);
    expect(rolesHolding('roles:manage')).toEqual([]);
  });

  it('says it in one sentence, each verb agreeing with one role or several', () => {
    expect(whoMay('dispute:resolve')).toBe('Finance resolves P2P disputes');
    expect(whoMay('user:status')).toBe('Compliance blocks or unblocks users');
    expect(whoMay('kyc:verify')).toBe('Compliance approves or rejects KYC');
    expect(whoMay('ticket:reply')).toBe('Support replies to support tickets');
    expect(whoMay('treasury:snapshot')).toBe('Finance publishes proof-of-reserves snapshots');
    // Only the verbs: "completed or failed" are where the withdrawal goes.
    expect(whoMay('withdraw:update')).toBe(
      'Finance moves withdrawals to processing, completed or failed',
    );
    expect(whoMay('limits:update')).toBe('Finance and compliance change the withdrawal limits');
    expect(whoMay('roles:manage')).toBe('Only the owner can create or edit roles');
  });

  it('has a sentence for every permission', () => {
    for (const permission of ALL_PERMISSIONS) expect(whoMay(permission)).toMatch(/^[A-Z]/);
  });
});
