import { tableContracts } from './resources/tables.generated';

/**
 * The audit trail's vocabulary, for both sides: which tables the database audits (their triggers
 * are created by server/db/migrations/100_audit_trail.sql; tests/server/auditTrail.test.ts keeps
 * the two equal) and how the admin names each one. Plain TypeScript: no browser or Node imports.
 */
export const AUDITED_RESOURCES = {
  admins: 'Admin',
  admin_sessions: 'Admin session',
  admin_two_factor: 'Admin 2FA',
  admin_invitations: 'Admin invitation',
  admin_password_resets: 'Password reset',
  admin_roles: 'Role',
  admin_requests: 'Two-person request',
  users: 'User',
  kyc: 'KYC',
  affiliates: 'Affiliate',
  assets: 'Asset',
  asset_networks: 'Asset network',
  trade_pairs: 'Trade pair',
  trade_orders: 'Trade order',
  deposits: 'Deposit',
  withdrawals: 'Withdrawal',
  withdrawal_limits: 'Withdrawal limit',
  wallet_networks: 'Wallet network',
  platform_wallets: 'Platform wallet',
  wallet_transfers: 'Wallet transfer',
  staking_plans: 'Staking plan',
  stakes: 'Stake',
  staking_banner: 'Staking banner',
  p2p_pairs: 'P2P pair',
  p2p_trades: 'P2P trade',
  p2p_disputes: 'P2P dispute',
  support_categories: 'Support category',
  support_tickets: 'Support ticket',
  support_messages: 'Ticket message',
  landing_content: 'Landing content',
  treasury_snapshots: 'Treasury snapshot',
  // A resource served from its table is named by its contract.
  ...Object.fromEntries(
    tableContracts.map((contract) => [contract.table!.name, contract.writes!.recordName]),
  ),
} as const satisfies Record<string, string>;

export type AuditedResource = keyof typeof AUDITED_RESOURCES;

/**
 * An entry's kind (server/db/migrations/123_audit_subject.sql derives it from the action):
 * 'access' for signing in and out and the 2FA codes asked and checked, 'change' for the rest.
 */
export const AUDIT_KINDS = ['change', 'access'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** A changed column: its value before and after (null for a row created or deleted). */
export type AuditChanges = Record<string, [unknown, unknown]>;

/** GET /admin/audit/verify's result. */
export interface AuditVerification {
  ok: boolean;
  /** Entries recomputed. */
  checked: number;
  head: AuditHead | null;
  /** The first sequence number whose stored hash (or number) does not match; null when ok. */
  brokenAt: number | null;
}

/** GET /admin/audit/head's result: keep it elsewhere to notice entries removed from the end. */
export interface AuditHead {
  seq: number;
  hash: string;
}
