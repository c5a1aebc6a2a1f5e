import { SETTLE_BATCH_MAX, SETTLE_INPUTS, SETTLE_RESULT } from '../commands/staking';
import { choiceInput, idInput } from '../commands/inputs';
import { adminTeam, invitations } from './admins';
import { withdrawalLimitsRead } from './limits';
import { roles } from './roles';
import { adminProfile, twoFactorStatus, validateInvitation } from './account';
import { assets } from './assets';
import { TREASURY_READS } from './treasury';
import type { ReadDeclaration } from './types';
import {
  adminWalletBalances,
  adminWallets,
  overallBalance,
  tokenBalance,
  tokenContracts,
} from './wallet';

/**
 * Every declared read: ROUTE_PERMISSIONS derives their permissions from here. Each names the
 * spec's path and what it answers; the query behind it is the server's.
 */

/** The record's id in the path (`/:id`). */
const byId = (label: string) => idInput(label, 'id');

export const withdrawRisk: ReadDeclaration = {
  name: 'withdrawRisk',
  label: "A withdrawal's risk review, measured now",
  method: 'GET',
  path: '/admin/withdrawRisk/:id',
  tag: 'Money',
  inputs: [byId('Withdrawal')],
  permission: 'withdraw:read',
  notes:
    "KYC status and its level's limits, account age, balance before and after, USD withdrawn in the 24 h and 30 days up to the request against the limits, deposits over 30 days, the destination's history (first use, other users), recent security changes, open disputes and tickets. result: { withdrawalId, level: review|high|medium|low|none, needsReview, flags: [{ code, severity, sentence }], figures }",
};

export const kycDocument: ReadDeclaration = {
  name: 'kycDocument',
  label: 'A submitted document image (image/svg+xml); fetch it with the bearer token',
  method: 'GET',
  path: '/admin/kycDocument/:id/:side',
  tag: 'KYC',
  inputs: [byId('KYC submission'), choiceInput('side', 'Side', ['front', 'back', 'selfie'])],
  permission: 'kyc:read',
};

export const dispute: ReadDeclaration = {
  name: 'dispute',
  label: "One raised dispute, with its trade's timeline and chat (the dispute's page)",
  method: 'GET',
  path: '/p2p/dispute/:id',
  tag: 'P2P',
  inputs: [byId('Dispute')],
  permission: 'disputes:read',
  notes:
    "result: the dispute's row of GET /p2p/getraisedispute, plus timeline: [{ at, event, detail }] and messages: [{ _id, sender, body, createdAt }], oldest first",
};

export const disputeEvidence: ReadDeclaration = {
  name: 'disputeEvidence',
  label: 'One evidence image of a dispute (PNG)',
  method: 'GET',
  path: '/p2p/evidence/:id',
  tag: 'P2P',
  inputs: [byId('Evidence')],
  permission: 'disputes:read',
};

export const p2pTrade: ReadDeclaration = {
  name: 'p2pTrade',
  label: 'One P2P trade with its timeline, chat and dispute',
  method: 'GET',
  path: '/p2p/trade/:id',
  tag: 'P2P',
  inputs: [byId('Trade')],
  permission: 'p2ptrades:read',
};

export const ticketThread: ReadDeclaration = {
  name: 'ticketMessage',
  label: "A ticket and its thread, oldest first, with each message's author and time",
  method: 'GET',
  path: '/admin/ticketMessage/:id',
  tag: 'Support',
  inputs: [byId('Ticket')],
  permission: 'tickets:read',
  notes:
    "result: { ticket: (a /admin/ticketList record), messages: [{ _id, author: 'user'|'admin', authorName, authorEmail, kind: 'reply'|'message', body, createdAt, attachments: [{ _id, fileName, url }] }] }",
};

export const ticketAttachment: ReadDeclaration = {
  name: 'ticketAttachment',
  label: "One image attached to a ticket's message",
  method: 'GET',
  path: '/admin/ticketAttachment/:id',
  tag: 'Support',
  inputs: [byId('Attachment')],
  permission: 'tickets:read',
};

export const allTickets: ReadDeclaration = {
  name: 'getallticket',
  label: 'Every ticket at once (optionally of one user), newest first, without paging',
  method: 'GET',
  path: '/support/getallticket',
  tag: 'Support',
  inputs: [{ key: 'userId', label: 'User', type: 'id' }],
  permission: 'tickets:read',
  notes:
    "The whole set in one answer, for a user's support history and exports; the admin grid reads the paged /admin/ticketList instead. result: [{ _id, ticketNo, userId, user, userName, categoryId, category, subject, priority, status, createdAt, lastReplyAt, lastReplyBy, closedAt }]",
};

export const userDetails: ReadDeclaration = {
  name: 'adminUserData',
  label: "One user's details: profile, KYC submission (or null) and balances",
  method: 'POST',
  path: '/admin/adminUserData',
  tag: 'Users',
  inputs: [idInput('User')],
  permission: 'users:read',
  notes:
    'result: { user, kyc|null, balances: [{ asset, name, amount, usdValue }] } (decimal strings)',
};

export const auditVerify: ReadDeclaration = {
  name: 'auditVerify',
  label: 'Recomputes the hash chain of the whole trail',
  method: 'GET',
  path: '/admin/audit/verify',
  tag: 'Audit',
  inputs: [],
  permission: 'audit:read',
  notes:
    'result: { ok, checked, head: { seq, hash } | null, brokenAt }: brokenAt is the first sequence number whose stored hash (or number) does not match, null when ok.',
};

export const auditHead: ReadDeclaration = {
  name: 'auditHead',
  label: 'The latest entry: keep it elsewhere to notice entries removed from the end',
  method: 'GET',
  path: '/admin/audit/head',
  tag: 'Audit',
  inputs: [],
  permission: 'audit:read',
  notes: 'result: { seq, hash } | null',
};

export const dashboardData: ReadDeclaration = {
  name: 'dashboardData',
  label: 'The figures an operator opens the day with, and the last 30 days (UTC)',
  method: 'GET',
  path: '/admin/dashboardData',
  tag: 'Dashboard',
  inputs: [],
  permission: 'dashboard:read',
  notes:
    "result: { users: { total, newToday, new7d, blocked }, kyc: { pending, approved, rejected }, withdrawals: { pending }, tickets: { open }, disputes: { open }, volume: { deposits24h, withdrawals24h } (USD decimal strings), series: [{ date: 'YYYY-MM-DD', signups, deposits, withdrawals }] (30 days, oldest first) }",
};

export const settleStakePreview: ReadDeclaration = {
  name: 'settleStakePreview',
  label:
    'What settling would pay now, moving nothing (a route the spec does not name: the confirmation shows its totals)',
  method: 'POST',
  path: '/admin/settleStakePreview',
  tag: 'Staking',
  inputs: SETTLE_INPUTS,
  permission: 'stake:settle',
  example: { all: true },
  notes: `body: { _id } | { ids } | { all: true }. For all: true, settled and totals cover EVERY matured stake (what "settle all" will pay, shown before confirming) and results lists the first ${SETTLE_BATCH_MAX}. result: ${SETTLE_RESULT}`,
};

export const stakingBanner: ReadDeclaration = {
  name: 'stakingBanner',
  label: 'The staking banner users see (a route the spec does not name)',
  method: 'GET',
  path: '/admin/stakingBanner',
  tag: 'Staking',
  inputs: [],
  permission: 'staking:read',
  notes: 'result: { title, text, imageUrl, updatedAt, updatedBy } or null when none is set',
};

export const READS: readonly ReadDeclaration[] = [
  withdrawRisk,
  kycDocument,
  dispute,
  disputeEvidence,
  p2pTrade,
  ticketThread,
  ticketAttachment,
  allTickets,
  userDetails,
  auditVerify,
  auditHead,
  dashboardData,
  settleStakePreview,
  adminTeam,
  invitations,
  adminWallets,
  adminWalletBalances,
  overallBalance,
  tokenBalance,
  stakingBanner,
  tokenContracts,
  withdrawalLimitsRead,
  roles,
  twoFactorStatus,
  validateInvitation,
  assets,
  adminProfile,
  ...TREASURY_READS,
];

export { adminTeam, invitations, adminWallets, adminWalletBalances, overallBalance, tokenBalance };
export { tokenContracts };
