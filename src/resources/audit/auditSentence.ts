import { AUDITED_RESOURCES, type AuditedResource } from '../../contracts/audit';
import { tableContracts } from '../../contracts/resources/tables.generated';
import { columnLabel } from '../shared/columnLabels';

/**
 * An audit entry as one sentence a compliance officer can quote: "ops@exchange.local approved
 * the withdrawal #1a2b3c4d of 3 ETH by olivia@…: Checked the source of funds". Pure: the parts say what
 * links where (a resource of the admin and a record id); the screen turns them into links.
 */

/** A link of the sentence: a record of an admin resource (its catalog name) by id. */
export interface SentenceLink {
  resource: string;
  id: string;
}

export type SentencePart = string | { text: string; link: SentenceLink };

/** The fields of an entry the sentence reads (GET /admin/audit's record). */
export interface AuditEntryFacts {
  adminId?: string | null;
  adminEmail?: string | null;
  clientAddress?: string | null;
  action: string;
  operation: string;
  resource: string;
  recordId?: string | null;
  changes?: Record<string, unknown> | null;
  reason?: string | null;
  subject?: string | null;
  subjectUserId?: string | null;
  /** A withdrawal's or deposit's amount and asset ('3.5 ETH'). */
  subjectAmount?: string | null;
}

/** Where the admin shows each audited table's records (the admin's resource names). */
export const RECORD_RESOURCES: Partial<Record<AuditedResource, string>> = {
  admins: 'admins',
  admin_invitations: 'invitations',
  admin_roles: 'roles',
  admin_requests: 'approvals',
  users: 'user',
  kyc: 'kyc',
  affiliates: 'affiliate',
  assets: 'coin-list',
  trade_pairs: 'tradepairs',
  deposits: 'deposit',
  withdrawals: 'withdraw',
  withdrawal_limits: 'withdrawal_limits',
  p2p_pairs: 'p2p/pairs',
  p2p_disputes: 'p2p/raise-dispute',
  support_categories: 'support/support-category',
  support_tickets: 'support/Support',
  // A ticket's messages are audited by their ticket's id.
  support_messages: 'support/Support',
  // A resource served from its table shows at its contract's name.
  ...Object.fromEntries(tableContracts.map((contract) => [contract.table!.name, contract.name])),
};

/** Sign-ins and 2FA steps, by the request that made them. */
const ACCESS_VERBS: Record<string, string> = {
  'POST /adminlogin': 'signed in',
  'POST /admin/logout': 'signed out',
  'POST /admin/adminotp': 'asked for a 2FA code',
  'POST /admin/adminVerifyOtp': 'passed a 2FA check',
  'POST /admin/adminEnable2fa': 'started setting up 2FA',
  'POST /admin/adminConfirm2fa': 'turned on 2FA',
  'POST /admin/admindisable2fa': 'turned off 2FA',
};

/** A decision, read from the status it moved the record to. */
const DECISIONS: Record<string, string> = {
  approved: 'approved',
  rejected: 'rejected',
  completed: 'completed',
  credited: 'credited',
  failed: 'marked as failed',
  blocked: 'blocked',
  active: 'unblocked',
  suspended: 'suspended',
  resolved: 'resolved',
  closed: 'closed',
  cancelled: 'cancelled',
};

const OPERATION_VERBS: Record<string, string> = {
  insert: 'created',
  update: 'changed',
  delete: 'deleted',
};

/** The columns a generic change names (the rest: "and n more"). */
const NAMED_COLUMNS = 3;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record's short name: a uuid's first block (as admins quote it), any other id whole. */
export const shortId = (id: string): string => (UUID.test(id) ? `#${id.slice(0, 8)}` : id);

const after = (changes: AuditEntryFacts['changes'], column: string): unknown => {
  const pair = changes?.[column];
  return Array.isArray(pair) ? pair[1] : undefined;
};

/** The parts of an entry's sentence, in order. */
export function auditSentence(entry: AuditEntryFacts): SentencePart[] {
  const { action, operation, resource, changes } = entry;
  const why = entry.reason ? [`: ${entry.reason}`] : [];
  if (operation === 'refused') return refusal(entry);
  const actor = actorOf(entry);
  const access = ACCESS_VERBS[action];
  if (access) return [actor, ` ${access}`, ...why];
  const name = resourceName(resource);
  const status = after(changes, 'status');
  const decision = operation === 'update' && typeof status === 'string' ? DECISIONS[status] : '';
  if (resource === 'users') {
    const verb = decision || OPERATION_VERBS[operation] || operation;
    return [actor, ` ${verb} the user `, userPart(entry), ...columnsOf(entry, decision), ...why];
  }
  const verb = decision || OPERATION_VERBS[operation] || operation;
  return [
    actor,
    ` ${verb} the ${name} `,
    recordPart(entry),
    ...(entry.subjectAmount ? [` of ${entry.subjectAmount}`] : []),
    ...subjectOf(entry),
    ...columnsOf(entry, decision),
    ...why,
  ];
}

/** The sentence as plain text (a title, a CSV, a test). */
export const sentenceText = (parts: SentencePart[]): string =>
  parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');

function refusal(entry: AuditEntryFacts): SentencePart[] {
  const why = after(entry.changes, 'refused');
  const reason = typeof why === 'string' ? `: ${why}` : '';
  if (entry.action === 'POST /adminlogin') {
    const count = after(entry.changes, 'count');
    const from = entry.clientAddress ? ` from ${entry.clientAddress}` : '';
    if (typeof count === 'number') return [`${count} more sign-ins${from} were refused${reason}`];
    const who = entry.recordId ? ` as ${entry.recordId}` : '';
    return [`A sign-in${who}${from} was refused${reason}`];
  }
  return [
    actorOf(entry),
    ` was refused on the ${resourceName(entry.resource)} `,
    recordPart(entry),
    ...subjectOf(entry),
    reason,
  ];
}

function actorOf(entry: AuditEntryFacts): SentencePart {
  if (!entry.adminEmail) return 'The system';
  return entry.adminId
    ? { text: entry.adminEmail, link: { resource: 'admins', id: entry.adminId } }
    : entry.adminEmail;
}

const resourceName = (resource: string): string =>
  (AUDITED_RESOURCES[resource as AuditedResource] ?? columnLabel(resource)).replace(
    /^(?!KYC|P2P|2FA)\w/,
    (first) => first.toLowerCase(),
  );

function recordPart(entry: AuditEntryFacts): SentencePart {
  if (!entry.recordId) return '(no record)';
  const text = shortId(entry.recordId);
  const resource = RECORD_RESOURCES[entry.resource as AuditedResource];
  return resource && entry.operation !== 'delete'
    ? { text, link: { resource, id: entry.recordId } }
    : text;
}

/** The users a subject names, by e-mail: "olivia@x.com Olivia Brown, …" → their e-mails. */
const subjectEmails = (subject: string): string =>
  subject
    .split(', ')
    .map((one) => one.split(' ')[0])
    .join(' and ');

function userPart(entry: AuditEntryFacts): SentencePart {
  const text = entry.subject ? subjectEmails(entry.subject) : shortId(entry.recordId ?? '');
  return entry.recordId && entry.operation !== 'delete'
    ? { text, link: { resource: 'user', id: entry.recordId } }
    : text;
}

/** Records a user asked for are "by" them; the rest (a KYC submission, a dispute) "of" them. */
const BY_USER = new Set(['withdrawals', 'deposits', 'trade_orders', 'stakes', 'support_tickets']);

function subjectOf(entry: AuditEntryFacts): SentencePart[] {
  if (!entry.subject) return [];
  const text = subjectEmails(entry.subject);
  return [
    BY_USER.has(entry.resource) ? ' by ' : ' of ',
    entry.subjectUserId ? { text, link: { resource: 'user', id: entry.subjectUserId } } : text,
  ];
}

/** A plain change names what changed ("(Fee, Status)"); a decision says it already. */
function columnsOf(entry: AuditEntryFacts, decision: string): string[] {
  if (decision || entry.operation !== 'update' || !entry.changes) return [];
  const columns = Object.keys(entry.changes).map(columnLabel);
  if (columns.length === 0) return [];
  const named = columns.slice(0, NAMED_COLUMNS).join(', ');
  const more = columns.length > NAMED_COLUMNS ? ` and ${columns.length - NAMED_COLUMNS} more` : '';
  return [` (${named}${more})`];
}
