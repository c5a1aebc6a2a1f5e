import { randomBytes } from 'node:crypto';
import type { TestServer } from './helpers.ts';
import { createSeedRows } from './contractSeeds.ts';
import { columnOf } from '../../server/http/recordWritesSql.ts';
import { tableCommandOf } from '../../src/contracts/resources/tableCommands.ts';
import { tableContracts } from '../../src/contracts/resources/tables.generated.ts';
import type { PagedListContract } from '../../src/contracts/resources/types.ts';
import { newWithdrawal } from './moneyHelpers.ts';
import { newTrade } from './p2pHelpers.ts';
import { planId, stakeOf } from './stakingHelpers.ts';
import { resolveDispute } from '../../server/p2p/disputes.ts';
import { requestChange } from '../../server/admins/requests.ts';
import { hashToken } from '../../server/auth/sessions.ts';

type Body = Record<string, unknown>;

/**
 * What the generated command test (commands.test.ts) needs of each declared command that the
 * declaration cannot say: a record it may run on, and one in a state it may not run from. Each
 * call finds or makes a record of its own, so the checks never spend each other's records.
 */
export interface CommandFixture {
  /** A body that succeeds, on a fresh record (a state the command runs from). */
  valid: (server: TestServer) => Promise<Body>;
  /** A body on a record in a state the command may not run from (where it declares moves). */
  stale?: (server: TestServer) => Promise<Body>;
  /** A body that must carry a reason (where it declares one); the test takes the reason out. */
  needsReason?: (server: TestServer) => Promise<Body>;
  /** Action-log entries one success writes, when not 1 (an approval also logs what it applies). */
  logEntries?: number;
}

/** A seeded row of `table` matching `where`, not handed out before in this run. */
const used = new Set<string>();
async function rowOf(server: TestServer, table: string, where: string): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>(
    `SELECT id::text FROM ${table} WHERE ${where} ORDER BY id LIMIT 200`,
  );
  const row = rows.find(({ id }) => !used.has(`${table}:${id}`));
  if (!row) throw new Error(`no ${table} row where ${where}`);
  used.add(`${table}:${row.id}`);
  return row.id;
}

async function invitation(server: TestServer, revoked: boolean): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>(
    `INSERT INTO admin_invitations (email, token_hash, expires_at, revoked_at, role)
     VALUES ('invitee-' || gen_random_uuid() || '@example.com', gen_random_uuid()::text,
             now() + interval '1 day', CASE WHEN $1 THEN now() END, 'support') RETURNING id`,
    [revoked],
  );
  return rows[0].id;
}

/** A dispute already resolved (refunded) by the seeded admin. */
async function resolvedDispute(server: TestServer): Promise<string> {
  const { disputeId } = await newTrade(server, { disputed: true });
  const { rows } = await server.db.query<{ id: string }>('SELECT id FROM admins WHERE email = $1', [
    server.config.adminEmail,
  ]);
  const resolution = { outcome: 'refund' as const, reason: 'Checked with the bank' };
  const admin = { adminId: rows[0].id, adminEmail: server.config.adminEmail };
  await server.db.transaction((tx) =>
    resolveDispute(tx, { disputeId: disputeId!, ...resolution, ...admin }),
  );
  return disputeId!;
}

/**
 * A pending request to invite an admin, asked by another founding admin than the seeded owner (who
 * decides it in the test); `decided` also rejects it first, for the 409.
 */
async function inviteRequest(server: TestServer, decided = false): Promise<string> {
  const email = `asker-${Math.random().toString(36).slice(2)}@exchange.local`;
  const { rows } = await server.db.query<{ id: string }>(
    `INSERT INTO admins (email, password_hash, vouched) VALUES ($1, 'x', true) RETURNING id`,
    [email],
  );
  const target = invitee();
  const { requestId } = await server.db.transaction((tx) =>
    requestChange(tx, {
      kind: 'admin.invite',
      target,
      summary: 'a new support admin',
      payload: { email: target, role: 'support' },
      reason: 'A new support hire',
      requester: { adminId: rows[0].id, email },
    }),
  );
  if (decided)
    await server.db.query(`UPDATE admin_requests SET status = 'rejected' WHERE id = $1`, [
      requestId,
    ]);
  return requestId;
}

/** A support admin of its own, active or already disabled. */
async function supportAdmin(server: TestServer, status = 'active'): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>(
    `INSERT INTO admins (email, password_hash, role, status, vouched)
     VALUES ('support-' || gen_random_uuid() || '@exchange.local', 'x', 'support', $1, true) RETURNING id`,
    [status],
  );
  return rows[0].id;
}

/** Two funded platform wallets of one asset and network: a small transfer between them. */
async function walletTransfer(server: TestServer): Promise<Body> {
  const { rows } = await server.db.query<{ symbol: string; a: string; b: string }>(
    `SELECT s.symbol, f.address AS a, t.address AS b
       FROM platform_wallets f JOIN platform_wallets t
         ON t.asset_network_id = f.asset_network_id AND t.id <> f.id
       JOIN asset_networks an ON an.id = f.asset_network_id JOIN assets s ON s.id = an.asset_id
      WHERE f.balance >= 1 ORDER BY f.balance DESC LIMIT 1`,
  );
  if (!rows[0]) throw new Error('no two platform wallets of one asset and network');
  const { symbol, a, b } = rows[0];
  return { currency: symbol, fromAddress: a, toAddress: b, amount: '0.001' };
}

const invitee = () => `invitee-${Math.random().toString(36).slice(2)}@example.com`;

const STRONG = 'Declared-Pass-1';

/** A pending reset link of an admin of its own (the reset signs them out everywhere). */
async function resetLink(server: TestServer): Promise<string> {
  const token = randomBytes(16).toString('hex');
  await server.db.query(
    `WITH a AS (INSERT INTO admins (email, password_hash, role, status)
       VALUES ('reset-' || gen_random_uuid() || '@exchange.local', 'x', 'support', 'active') RETURNING id)
     INSERT INTO admin_password_resets (token_hash, admin_id, expires_at)
     SELECT $1, id, now() + interval '1 hour' FROM a`,
    [hashToken(token)],
  );
  return token;
}

/** A pending invitation's link. */
async function invitationLink(server: TestServer): Promise<string> {
  const token = randomBytes(16).toString('hex');
  await server.db.query(
    `INSERT INTO admin_invitations (email, role, token_hash, expires_at)
     VALUES ($1, 'support', $2, now() + interval '1 day')`,
    [invitee(), hashToken(token)],
  );
  return token;
}

/** A custom role's name no other call took. */
const roleName = () => `desk-${Math.random().toString(36).slice(2, 10)}`;

/** A custom role to edit. */
async function customRole(server: TestServer): Promise<string> {
  const name = roleName();
  await server.db.query(
    `INSERT INTO admin_roles (name, description, permissions) VALUES ($1, '', '{users:read}')`,
    [name],
  );
  return name;
}

const message = 'Thank you, we are looking into it.';
const openTicket = (server: TestServer) =>
  rowOf(server, 'support_tickets', "status IN ('open', 'answered', 'waiting_on_user')");
const closedTicket = (server: TestServer) => rowOf(server, 'support_tickets', "status = 'closed'");

export const COMMAND_FIXTURES: Record<string, CommandFixture> = {
  withdrawAmountMove: {
    valid: async (s) => ({ _id: await newWithdrawal(s), status: 'approved' }),
    stale: async (s) => ({
      _id: await rowOf(s, 'withdrawals', "status = 'completed'"),
      status: 'approved',
    }),
    needsReason: async (s) => ({ _id: await newWithdrawal(s), status: 'rejected' }),
  },
  verifyKyc: {
    valid: async (s) => ({ _id: await rowOf(s, 'kyc', "status = 'pending'"), status: 'approved' }),
    stale: async (s) => ({ _id: await rowOf(s, 'kyc', "status = 'approved'"), status: 'approved' }),
    needsReason: async (s) => ({
      _id: await rowOf(s, 'kyc', "status = 'pending'"),
      status: 'rejected',
    }),
  },
  updateAffliateStatus: {
    valid: async (s) => ({
      _id: await rowOf(s, 'affiliates', "status = 'active'"),
      status: 'suspended',
    }),
    stale: async (s) => ({
      _id: await rowOf(s, 'affiliates', "status = 'suspended'"),
      status: 'suspended',
    }),
  },
  disputebyadmin: {
    valid: async (s) => ({
      disputeId: (await newTrade(s, { disputed: true })).disputeId,
      outcome: 'refund',
      reason: 'Checked with the bank',
    }),
    stale: async (s) => ({
      disputeId: await resolvedDispute(s),
      outcome: 'refund',
      reason: 'Checked with the bank',
    }),
    needsReason: async (s) => ({
      disputeId: (await newTrade(s, { disputed: true })).disputeId,
      outcome: 'release',
    }),
  },
  settleStake: {
    valid: async (s) => ({ _id: (await stakeOf(s, 'USDT 30-day Fixed', '100', 40)).stakeId }),
  },
  'ticket-reply': {
    valid: async (s) => ({ _id: await openTicket(s), message }),
    stale: async (s) => ({ _id: await closedTicket(s), message }),
  },
  'ticket-message': {
    valid: async (s) => ({ _id: await openTicket(s), message }),
    stale: async (s) => ({ _id: await closedTicket(s), message }),
  },
  closeByAdmin: { valid: async (s) => ({ _id: await openTicket(s) }) },
  cancelOrder: {
    valid: async (s) => ({
      _id: await rowOf(s, 'trade_orders', "status IN ('open', 'partially_filled')"),
    }),
    stale: async (s) => ({ _id: await rowOf(s, 'trade_orders', "status = 'filled'") }),
  },
  approveRequest: {
    valid: async (s) => ({ _id: await inviteRequest(s) }),
    stale: async (s) => ({ _id: await inviteRequest(s, true) }),
    logEntries: 2,
  },
  rejectRequest: {
    valid: async (s) => ({ _id: await inviteRequest(s), reason: 'Not needed after all' }),
    stale: async (s) => ({ _id: await inviteRequest(s, true), reason: 'Not needed after all' }),
    needsReason: async (s) => ({ _id: await inviteRequest(s) }),
  },
  createInvitation: {
    valid: async () => ({ email: invitee(), role: 'support', reason: 'A new support hire' }),
    needsReason: async () => ({ email: invitee(), role: 'support' }),
  },
  createAdminStak: {
    valid: async (s) => ({ planId: await planId(s, 'USDT 30-day Fixed'), amount: '100' }),
  },
  updateAdmin: {
    valid: async (s) => ({
      _id: await supportAdmin(s),
      status: 'disabled',
      reason: 'Left the team',
    }),
    stale: async (s) => ({
      _id: await supportAdmin(s, 'disabled'),
      status: 'disabled',
      reason: 'Left the team',
    }),
    needsReason: async (s) => ({ _id: await supportAdmin(s), status: 'disabled' }),
  },
  updateUser: {
    valid: async (s) => ({ _id: await rowOf(s, 'users', "status = 'active'"), status: 'blocked' }),
  },
  selfTransfer: { valid: walletTransfer },
  requestTreasurySnapshot: {
    // One request waits at a time: each call starts from none waiting.
    valid: async (s) => {
      await s.db.query(
        `UPDATE admin_requests SET status = 'rejected' WHERE kind = 'treasury.snapshot' AND status = 'pending'`,
      );
      return { reason: 'Monthly proof of reserves' };
    },
    needsReason: async () => ({ reason: 'Monthly proof of reserves' }),
  },
  setStakingBanner: {
    valid: async () => ({
      title: 'Earn up to 12%',
      text: 'Fixed and flexible plans.',
      imageUrl: 'https://example.com/banner.png',
    }),
  },
  createToken: {
    valid: async () => ({
      currency: `T${randomBytes(3).toString('hex').toUpperCase()}`,
      tokenType: 'ERC20',
      contractAddress: `0x${randomBytes(20).toString('hex')}`,
      name: 'Test token',
      decimals: 18,
      priceUsd: '1.5',
    }),
  },
  revokeInvitation: {
    valid: async (s) => ({ _id: await invitation(s, false) }),
    stale: async (s) => ({ _id: await invitation(s, true) }),
  },
  // One success only: a second request for the same level would wait behind the first (409).
  updateWithdrawalLimit: {
    valid: async () => ({ _id: 'rejected', dailyUsd: 1000, monthlyUsd: 6000, reason: 'Policy' }),
    needsReason: async () => ({ _id: 'rejected', dailyUsd: 1000, monthlyUsd: 6000 }),
  },
  createRole: { valid: async () => ({ name: roleName(), permissions: ['users:read'] }) },
  updateRole: { valid: async (s) => ({ name: await customRole(s), description: 'Front desk' }) },
  forgotPassword: { valid: async () => ({ email: invitee() }), logEntries: 0 },
  resetPassword: { valid: async (s) => ({ token: await resetLink(s), password: STRONG }) },
  register: { valid: async (s) => ({ token: await invitationLink(s), password: STRONG }) },
  // The owner's own session sends it: only their other sessions are signed out.
  changePassword: {
    valid: async (s) => ({ currentPassword: s.config.adminPassword, newPassword: STRONG }),
  },
  createAdminWallet: {
    valid: async (s) => ({
      // Any number of addresses may be derived: the same asset every call.
      currencyId: (await s.db.query<{ id: string }>(`SELECT id FROM assets WHERE symbol = 'BTC'`))
        .rows[0].id,
      currency: 'BTC',
      type: 'crypto',
      // The client's blank network: null, which the body takes (nullable inputs).
      tokenType: null,
      networkId: null,
    }),
  },
  ...Object.fromEntries(
    tableContracts.flatMap((contract) => {
      const command = tableCommandOf(contract);
      return command ? [[command.name, tableMoveFixture(contract)]] : [];
    }),
  ),
};

/**
 * A table resource's moves: a record in a state a move starts from (or not, for the 409), from
 * the contract's seed rows when the table has none; a move pair keeps every record movable.
 */
export function tableMoveFixture(contract: PagedListContract): CommandFixture {
  const { name: table, moves } = contract.table!;
  const column = columnOf(moves!.field);
  const reason = moves!.reason ? { reason: 'Checked by the generated test' } : {};
  const body = (inFrom: boolean) => async (server: TestServer) => {
    const { rows: any } = await server.db.query(`SELECT 1 FROM ${table} LIMIT 1`);
    if (any.length === 0) await createSeedRows(server, [contract]);
    for (const move of moves!.moves) {
      const test = `${column} = ANY($1::text[])`;
      const { rows } = await server.db.query<{ id: string }>(
        `SELECT id::text FROM ${table} WHERE ${inFrom ? test : `NOT ${test}`} ORDER BY id LIMIT 1`,
        [move.from],
      );
      if (rows[0]) return { _id: rows[0].id, [moves!.field]: move.to, ...reason };
    }
    throw new Error(`no ${table} row ${inFrom ? 'in' : 'outside'} a state its moves start from`);
  };
  return { valid: body(true), stale: body(false), needsReason: body(true) };
}
