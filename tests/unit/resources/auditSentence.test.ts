import { describe, expect, it } from 'vitest';
import {
  auditSentence,
  RECORD_RESOURCES,
  sentenceText,
  type AuditEntryFacts,
  type SentencePart,
} from '../../../src/resources/audit/auditSentence';
import { resourceCatalog } from '../../../src/resources/resourceCatalog.generated';
import { columnLabel } from '../../../src/resources/shared/columnLabels';

/** An audit entry as the list answers it, with what each case changes. */
const entry = (overrides: Partial<AuditEntryFacts>): AuditEntryFacts => ({
  adminId: 'a1',
  adminEmail: 'ops@exchange.local',
  clientAddress: '203.0.113.7',
  action: 'POST /admin/updateUser',
  operation: 'update',
  resource: 'users',
  recordId: 'u1',
  changes: {},
  reason: null,
  subject: 'olivia.brown147@example.com Olivia Brown',
  subjectUserId: 'u1',
  ...overrides,
});

const links = (parts: SentencePart[]) =>
  parts.flatMap((part) => (typeof part === 'string' ? [] : [[part.text, part.link]]));

const WITHDRAWAL = '1a2b3c4d-0000-4000-8000-000000000001';
const KYC = '5e6f7a8b-0000-4000-8000-000000000002';

describe('an audit entry as a sentence', () => {
  it('a withdrawal approved, linked to the admin, the withdrawal and its user, with the reason', () => {
    const parts = auditSentence(
      entry({
        action: 'POST /admin/withdrawAmountMove',
        resource: 'withdrawals',
        recordId: WITHDRAWAL,
        changes: { status: ['pending', 'approved'] },
        reason: 'Checked the source of funds',
        subjectAmount: '3 ETH',
      }),
    );
    expect(sentenceText(parts)).toBe(
      'ops@exchange.local approved the withdrawal #1a2b3c4d of 3 ETH by olivia.brown147@example.com: Checked the source of funds',
    );
    expect(links(parts)).toEqual([
      ['ops@exchange.local', { resource: 'admins', id: 'a1' }],
      ['#1a2b3c4d', { resource: 'withdraw', id: WITHDRAWAL }],
      ['olivia.brown147@example.com', { resource: 'user', id: 'u1' }],
    ]);
  });

  it('a withdrawal rejected', () => {
    const text = sentenceText(
      auditSentence(
        entry({
          resource: 'withdrawals',
          recordId: WITHDRAWAL,
          changes: { status: ['pending', 'rejected'] },
          reason: 'Address on a sanctions list',
        }),
      ),
    );
    expect(text).toBe(
      'ops@exchange.local rejected the withdrawal #1a2b3c4d by olivia.brown147@example.com: Address on a sanctions list',
    );
  });

  it.each([
    ['approved', 'ops@exchange.local approved the KYC #5e6f7a8b of olivia.brown147@example.com'],
    ['rejected', 'ops@exchange.local rejected the KYC #5e6f7a8b of olivia.brown147@example.com'],
  ])('a KYC submission %s', (status, text) => {
    const parts = auditSentence(
      entry({ resource: 'kyc', recordId: KYC, changes: { status: ['pending', status] } }),
    );
    expect(sentenceText(parts)).toBe(text);
    expect(links(parts)[1]).toEqual(['#5e6f7a8b', { resource: 'kyc', id: KYC }]);
  });

  it.each([
    ['blocked', 'active', 'blocked'],
    ['unblocked', 'blocked', 'active'],
  ])('a user %s, named by e-mail and linked to their page', (verb, before, after) => {
    const parts = auditSentence(entry({ changes: { status: [before, after] }, reason: 'Fraud' }));
    expect(sentenceText(parts)).toBe(
      `ops@exchange.local ${verb} the user olivia.brown147@example.com: Fraud`,
    );
    expect(links(parts)[1]).toEqual([
      'olivia.brown147@example.com',
      { resource: 'user', id: 'u1' },
    ]);
  });

  it('a generic resource created, changed (naming its columns by label) and deleted', () => {
    const pair = { resource: 'trade_pairs', recordId: 'p1', subject: null, subjectUserId: null };
    expect(
      sentenceText(
        auditSentence(entry({ ...pair, operation: 'insert', changes: { id: [null, 'p1'] } })),
      ),
    ).toBe('ops@exchange.local created the trade pair p1');
    expect(
      sentenceText(
        auditSentence(
          entry({
            ...pair,
            changes: { maker_fee: ['0.1', '0.2'], kyc_required: [false, true] },
          }),
        ),
      ),
    ).toBe('ops@exchange.local changed the trade pair p1 (Maker fee, KYC required)');
    const deleted = auditSentence(entry({ ...pair, operation: 'delete' }));
    expect(sentenceText(deleted)).toBe('ops@exchange.local deleted the trade pair p1');
    // A deleted record has no page to open.
    expect(links(deleted)).toHaveLength(1);
  });

  it('a decision the server refused, with why', () => {
    const text = sentenceText(
      auditSentence(
        entry({
          operation: 'refused',
          resource: 'withdrawals',
          recordId: WITHDRAWAL,
          changes: { refused: [null, 'A second admin must approve this withdrawal'] },
        }),
      ),
    );
    expect(text).toBe(
      'ops@exchange.local was refused on the withdrawal #1a2b3c4d by olivia.brown147@example.com: A second admin must approve this withdrawal',
    );
  });

  it('a refused sign-in says who was typed and from where; a counted window says how many', () => {
    const signIn = {
      adminId: null,
      adminEmail: null,
      action: 'POST /adminlogin',
      operation: 'refused',
      resource: 'admins',
      subject: null,
      subjectUserId: null,
    };
    expect(
      sentenceText(
        auditSentence(
          entry({
            ...signIn,
            recordId: 'eve@example.com',
            changes: { refused: [null, 'Wrong password'] },
          }),
        ),
      ),
    ).toBe('A sign-in as eve@example.com from 203.0.113.7 was refused: Wrong password');
    expect(
      sentenceText(
        auditSentence(
          entry({
            ...signIn,
            recordId: null,
            changes: { refused: [null, 'Locked'], count: [null, 12] },
          }),
        ),
      ),
    ).toBe('12 more sign-ins from 203.0.113.7 were refused: Locked');
  });

  it('a sign-in and the 2FA steps', () => {
    const access = (action: string) =>
      sentenceText(
        auditSentence(
          entry({ action, resource: 'admin_sessions', subject: null, subjectUserId: null }),
        ),
      );
    expect(access('POST /adminlogin')).toBe('ops@exchange.local signed in');
    expect(access('POST /admin/adminVerifyOtp')).toBe('ops@exchange.local passed a 2FA check');
    expect(access('POST /admin/adminotp')).toBe('ops@exchange.local asked for a 2FA code');
    expect(access('POST /admin/admindisable2fa')).toBe('ops@exchange.local turned off 2FA');
  });

  it('a change nobody signed for is the system', () => {
    expect(sentenceText(auditSentence(entry({ adminId: null, adminEmail: null })))).toMatch(
      /^The system changed the user/,
    );
  });

  it('links only to resources the admin has', () => {
    const names = new Set(resourceCatalog.map((e) => e.name));
    expect(Object.values(RECORD_RESOURCES).filter((name) => !names.has(name!))).toEqual([]);
  });
});

describe('changed columns by label', () => {
  it.each([
    ['kyc_status', 'KYC status'],
    ['reviewed_by', 'Reviewed by'],
    ['totp_enabled', 'TOTP enabled'],
    ['status', 'Status'],
    ['windowStartedAt', 'Window started at'],
  ])('%s reads "%s"', (column, label) => expect(columnLabel(column)).toBe(label));
});
