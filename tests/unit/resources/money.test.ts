import { describe, expect, it } from 'vitest';
import {
  moveConfirmationText,
  movesFrom,
  moveReasonError,
  withdrawalMoveEndpoint,
  withdrawalMoves,
} from '../../../src/resources/withdraw/schema';
import { withdrawSchema } from '../../../src/resources/withdraw/schema';
import { depositSchema } from '../../../src/resources/deposit/schema';
import { passbookSchema } from '../../../src/resources/passbook_history/schema';
import { affiliateSchema, affiliateStatusMoves } from '../../../src/resources/affiliate/schema';
import { convertHistorySchema } from '../../../src/resources/convert_history/schema';
import { firstRowOf } from '../../../src/resources/shared/moneyChoices';
import { schemas } from '../../../src/resources/registry';
import { buildMenu } from '../../../src/custom/layout/menuModel';
import { errors } from '../../../src/messages/catalogue';
import {
  WITHDRAWAL_TRANSITIONS,
  REASON_REQUIRED_FOR,
} from '../../../src/contracts/withdrawalMachine';

const move = (status: string) => withdrawalMoves.find((m) => m.status === status)!;
const w = { amount: '1.5', asset: 'BTC', address: 'bc1qexample', network: 'bitcoin' };

describe('withdrawal moves (declared for the engine)', () => {
  it('agree with the server state machine: same targets, same from-statuses, same reasons', () => {
    for (const m of withdrawalMoves) {
      expect([...m.from].sort()).toEqual([...WITHDRAWAL_TRANSITIONS[m.status]].sort());
      expect(m.reasonRequired).toBe(REASON_REQUIRED_FOR.includes(m.status));
    }
    expect(withdrawalMoves.map((m) => m.status).sort()).toEqual(
      Object.keys(WITHDRAWAL_TRANSITIONS).sort(),
    );
  });

  it('offer each status only its legal moves', () => {
    expect(movesFrom('pending').map((m) => m.status)).toEqual(['approved', 'rejected']);
    expect(movesFrom('approved').map((m) => m.status)).toEqual(['processing', 'rejected']);
    expect(movesFrom('processing').map((m) => m.status)).toEqual(['completed', 'failed']);
    expect(movesFrom('failed').map((m) => m.status)).toEqual(['approved', 'rejected']);
    expect(movesFrom('completed')).toEqual([]);
    expect(movesFrom('rejected')).toEqual([]);
  });

  it('confirm with amount, asset, destination and the new status', () => {
    expect(moveConfirmationText(w, move('approved'))).toBe(
      'Move the withdrawal of 1.5 BTC on bitcoin to bc1qexample to "approved"?',
    );
    expect(moveConfirmationText({ ...w, tag: '12345' }, move('rejected'))).toBe(
      'Move the withdrawal of 1.5 BTC on bitcoin to bc1qexample (tag 12345) to "rejected"? The held funds go back to the user\'s balance.',
    );
    expect(
      moveConfirmationText(
        { ...w, approval: 'awaiting second approval', firstApprovedBy: 'ops@exchange.test' },
        move('approved'),
      ),
    ).toMatch(/This is the second approval: the first was given by ops@exchange\.test\.$/);
    expect(moveConfirmationText(w, move('completed'))).toMatch(/cannot be undone\.$/);
  });

  it('need a reason of at least 3 characters to reject or fail, none to approve', () => {
    expect(moveReasonError(move('rejected'), '  ok ')).toBe(
      'A reason is required to move a withdrawal to rejected',
    );
    expect(moveReasonError(move('failed'), undefined)).not.toBeNull();
    expect(moveReasonError(move('rejected'), 'Address flagged')).toBeNull();
    expect(moveReasonError(move('approved'), '')).toBeNull();
  });

  it('build the body the server takes; step-up, idempotency key and the spec error default', () => {
    expect(withdrawalMoveEndpoint.body('id-1', move('rejected'), { reason: ' Flagged ' })).toEqual({
      _id: 'id-1',
      status: 'rejected',
      reason: 'Flagged',
    });
    expect(withdrawalMoveEndpoint.body('id-1', move('completed'), { txHash: ' abc ' })).toEqual({
      _id: 'id-1',
      status: 'completed',
      txHash: 'abc',
    });
    // An approval takes no tx hash; it carries a reason when one was asked (Needs review).
    expect(
      withdrawalMoveEndpoint.body('id-1', move('approved'), { reason: ' Known ', txHash: 'y' }),
    ).toEqual({ _id: 'id-1', status: 'approved', reason: 'Known' });
    expect(withdrawalMoveEndpoint.body('id-1', move('approved'), { txHash: 'y' })).toEqual({
      _id: 'id-1',
      status: 'approved',
    });
    expect(withdrawalMoveEndpoint).toMatchObject({
      path: '/admin/withdrawAmountMove',
      stepUp: true,
      idempotencyKey: true,
      errorMessage: 'Admin Withdraw Status Failed !',
    });
  });
});

describe('money resources', () => {
  it('call the spec paths with the spec error defaults, server-paged', () => {
    expect(depositSchema.list).toMatchObject({
      method: 'POST',
      path: '/admin/depositDetails',
      mode: 'server',
    });
    expect(withdrawSchema.list).toMatchObject({
      method: 'GET',
      path: '/admin/withdrawList',
      mode: 'server',
      errorMessage: 'Get Withdrae History Details failed!',
    });
    expect(passbookSchema.list).toMatchObject({
      method: 'GET',
      path: '/admin/getPassbookHistory',
      mode: 'server',
    });
    expect(affiliateSchema.list.path).toBe('/admin/getAffliateHistory');
    expect(affiliateSchema.update?.path).toBe('/admin/updateAffliateStatus');
    expect(convertHistorySchema.list).toMatchObject({
      path: '/admin/getConvertHistory',
      errorMessage: errors.convertHistory,
    });
    expect(errors.convertHistory).toBe('Get Convert History Details failed!');
  });

  it("sit in the spec's sidebar order; convert history has no entry", () => {
    const menu = buildMenu(schemas.map((s) => ({ path: s.name, menu: s.menu })));
    expect(menu.top.map((item) => item.path)).toEqual([
      'user',
      'coin-list',
      'tradepairs',
      'kyc',
      'passbook_history',
      'withdraw',
      'affiliate',
      'deposit',
    ]);
  });

  it('read one record from a server page, and say when it is missing', () => {
    expect(firstRowOf({ data: [{ _id: 'a', amount: '1' }], total: 1 })).toEqual({
      _id: 'a',
      id: 'a',
      amount: '1',
    });
    expect(() => firstRowOf({ data: [], total: 0 })).toThrow('Record not found');
  });

  it('declare the affiliate status changes with their confirmation', () => {
    const r = { referredEmail: 'b@x.io', referrerEmail: 'a@x.io' };
    expect(affiliateStatusMoves.map((m) => [m.status, m.from])).toEqual([
      ['suspended', ['active']],
      ['active', ['suspended']],
    ]);
    expect(affiliateStatusMoves[0].confirmation(r)).toBe(
      'Suspend the referral of b@x.io by a@x.io? It stops earning commission.',
    );
  });
});
