import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { ATTACHMENT_VARIANTS, screenshotPng } from '../support/attachmentImages.ts';

type Tx = Pick<Db, 'query'>;

/** Tickets seeded per user (thousands at the default 300 users). */
const TICKETS_PER_USER = 10;

/** [name, description, two subjects users write under it]; more than 20, so the list pages. */
const CATEGORIES: [string, string, string, string][] = [
  [
    'Account access',
    'Sign-in problems, locked accounts, password resets',
    'Cannot sign in to my account',
    'Password reset link does not arrive',
  ],
  [
    'Two-factor authentication',
    'Lost authenticator, 2FA resets, codes not accepted',
    'Lost my phone with the authenticator',
    '2FA code is always rejected',
  ],
  [
    'KYC verification',
    'Identity documents, selfies, review times',
    'KYC rejected without a clear reason',
    'How long does KYC review take?',
  ],
  [
    'Deposits',
    'Crypto deposits not credited, wrong network, memo/tag',
    'Deposit not credited after 3 hours',
    'Sent USDT on the wrong network',
  ],
  [
    'Withdrawals',
    'Pending, rejected or delayed withdrawals',
    'Withdrawal pending for a day',
    'Withdrawal rejected, funds not returned',
  ],
  [
    'Fees',
    'Trading, withdrawal and network fees',
    'Why was the withdrawal fee so high?',
    'Trading fee tier not applied',
  ],
  [
    'Spot trading',
    'Orders, fills, pairs and order book questions',
    'Limit order filled at a worse price',
    'Cannot cancel an open order',
  ],
  [
    'P2P trading',
    'Peer-to-peer trades, payments and counterparties',
    'Seller does not release after payment',
    'P2P buyer sent the wrong amount',
  ],
  [
    'Staking',
    'Staking plans, rewards and early redemption',
    'Staking reward not received',
    'Can I unstake before the term ends?',
  ],
  [
    'Convert',
    'Instant conversions between assets',
    'Convert quote expired too quickly',
    'Converted amount lower than quoted',
  ],
  [
    'Affiliate program',
    'Referral links, commissions and payouts',
    'Referral commission missing',
    'How are affiliate payouts calculated?',
  ],
  [
    'Security',
    'Suspicious activity, phishing, compromised accounts',
    'I received a suspicious sign-in email',
    'Someone changed my withdrawal address',
  ],
  [
    'Account settings',
    'Email, phone, name and profile changes',
    'How do I change my email address?',
    'Phone number change not saved',
  ],
  [
    'Tax documents',
    'Statements and transaction history exports',
    'Need a yearly transaction statement',
    'Export misses some trades',
  ],
  [
    'Mobile app',
    'The iOS and Android apps',
    'App crashes when opening the wallet',
    'Push notifications do not arrive',
  ],
  [
    'API access',
    'API keys, rate limits and errors',
    'API key returns 401',
    'Rate limit reached too early',
  ],
  [
    'Token listing',
    'Requests and questions about new listings',
    'When will my token be listed?',
    'Listing application status',
  ],
  [
    'Promotions',
    'Campaigns, vouchers and bonus rewards',
    'Welcome bonus not credited',
    'Voucher code says expired',
  ],
  [
    'Account closure',
    'Closing an account and withdrawing the rest',
    'Please close my account',
    'Dormant account reactivation',
  ],
  [
    'Bank transfers',
    'Fiat deposits and withdrawals by bank',
    'Bank transfer returned',
    'SEPA deposit not credited',
  ],
  [
    'Card payments',
    'Buying crypto with a card',
    'Card payment declined',
    'Charged twice for one purchase',
  ],
  [
    'Legal and compliance',
    'Data requests, sanctions and regulatory questions',
    'Request for my personal data',
    'Source of funds request',
  ],
  [
    'Feedback',
    'Suggestions and product feedback',
    'Suggestion: dark mode on mobile',
    'The new dashboard is confusing',
  ],
  [
    'Other',
    'Anything that fits no other category',
    'General question',
    'Question about the platform',
  ],
];
/** Two kept inactive, so the status filter and chip show both states. */
const INACTIVE = new Set(['Tax documents', 'Token listing']);

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Support categories, then tickets in every state with their threads and screenshot attachments,
 * in bulk SQL; each part runs once, when its table is empty. Each thread agrees with its ticket:
 * open ends with the user, answered and closed with an admin reply, waiting_on_user with an admin
 * message asking the user for something.
 */
export async function seedSupport(db: Db, config: Config): Promise<void> {
  const { rows } = await db.query<{
    categories: number;
    tickets: number;
    users: number;
    admin: string | null;
  }>(
    `SELECT (SELECT count(*)::int FROM support_categories) AS categories,
            (SELECT count(*)::int FROM support_tickets) AS tickets, (SELECT count(*)::int FROM users) AS users,
            (SELECT id::text FROM admins WHERE email = $1) AS admin`,
    [config.adminEmail.toLowerCase()],
  );
  const { categories, tickets, users, admin } = rows[0];
  if (categories === 0) await seedCategories(db);
  if (tickets > 0 || users === 0 || !admin) return;
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query('SELECT setseed(0.1414)');
    await seedTickets(tx, users * TICKETS_PER_USER);
    await seedThreads(tx, admin, config.adminEmail.toLowerCase());
    await seedAttachments(tx);
  });
}

async function seedCategories(db: Tx): Promise<void> {
  const values = CATEGORIES.map(
    ([name, description], i) =>
      `(${sqlText(name)}, ${sqlText(description)}, '${INACTIVE.has(name) ? 'inactive' : 'active'}', ${i})`,
  ).join(',\n');
  // The first category is the oldest: a newest-first list shows 'Other' first.
  await db.query(
    `INSERT INTO support_categories (name, description, status, created_at, updated_at)
     SELECT name, description, status, now() - interval '1 day' * (400 - n * 7), now() - interval '1 day' * (400 - n * 7)
       FROM (VALUES ${values}) AS c(name, description, status, n)`,
  );
}

async function seedTickets(tx: Tx, count: number): Promise<void> {
  const subjects = CATEGORIES.flatMap(([name, , a, b]) => [
    `(${sqlText(name)}, ${sqlText(a)})`,
    `(${sqlText(name)}, ${sqlText(b)})`,
  ]).join(', ');
  await tx.query(
    `CREATE TEMP TABLE support_subjects ON COMMIT DROP AS
       SELECT row_number() OVER () - 1 AS n, c.id AS category_id, s.subject
         FROM (VALUES ${subjects}) AS s(category, subject) JOIN support_categories c ON c.name = s.category`,
  );
  await tx.query(
    `CREATE TEMP TABLE support_users ON COMMIT DROP AS SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM users`,
  );
  // Open tickets are recent (the queue); the others spread over the last four months.
  await tx.query(
    `WITH k AS (SELECT (SELECT count(*) FROM support_subjects) AS subjects, (SELECT count(*) FROM support_users) AS users),
     r AS (SELECT g, random() AS rs, random() AS rp, random() AS rt, random() AS rn, random() AS ru, random() AS rq FROM generate_series(1, $1) g),
     t AS (
       SELECT r.*, s.category_id, s.subject, u.id AS user_id,
              CASE WHEN rs < 0.25 THEN 'open' WHEN rs < 0.5 THEN 'answered' WHEN rs < 0.65 THEN 'waiting_on_user' ELSE 'closed' END AS status,
              CASE WHEN rp < 0.35 THEN 'low' WHEN rp < 0.75 THEN 'medium' WHEN rp < 0.93 THEN 'high' ELSE 'urgent' END AS priority
         FROM r CROSS JOIN k
         JOIN support_subjects s ON s.n = floor(r.rq * k.subjects)::int
         JOIN support_users u ON u.n = floor(r.ru * k.users)::int),
     timed AS (
       SELECT t.*, CASE WHEN status = 'open' THEN now() - interval '1 hour' * (30 + rt * 330)
                        ELSE now() - interval '1 hour' * (48 + rt * 2880) END AS at,
              -- exchanges: messages in the thread (open: odd, ends with the user; others: even, end with an admin)
              CASE WHEN status = 'open' THEN 1 + 2 * floor(rn * 3)::int ELSE 2 + 2 * floor(rn * 3)::int END AS messages
         FROM t)
     INSERT INTO support_tickets (id, ticket_no, user_id, category_id, subject, priority, status, created_at,
                                  last_reply_at, last_reply_by, closed_at, updated_at)
     SELECT md5('ticket' || g)::uuid, '#' || (100000 + g), user_id, category_id, subject, priority, status, at,
            at + interval '5 hours' * (messages - 1), CASE WHEN messages % 2 = 1 THEN 'user' ELSE 'admin' END,
            CASE WHEN status = 'closed' THEN at + interval '5 hours' * messages END,
            at + interval '5 hours' * messages
       FROM timed`,
    [count],
  );
  await tx.query(
    `UPDATE support_tickets SET closed_by = (SELECT id FROM admins ORDER BY created_at LIMIT 1) WHERE status = 'closed'`,
  );
}

const USER_LINES = `ARRAY['Hello, I need help with this, please.', 'Any update on this? It is still not solved.',
  'Thanks, but it still does not work on my side.', 'I attached a screenshot of what I see.',
  'I tried again this morning, same result.', 'Could you check my account, please?']`;
const ADMIN_REPLIES = `ARRAY['Thank you for reaching out. We have checked your account and fixed the issue.',
  'We escalated this to the team in charge; it is now resolved. Please try again.',
  'The transaction was confirmed on our side and your balance is updated.',
  'Thanks for your patience: this is done. Let us know if anything else comes up.']`;
const ADMIN_ASKS = `ARRAY['Could you send us the transaction hash, please?',
  'Please attach a screenshot of the error you see.', 'Please confirm the email address of your account.',
  'Could you tell us the time (UTC) when this happened?']`;

async function seedThreads(tx: Tx, adminId: string, adminEmail: string): Promise<void> {
  // Messages 5 hours apart, alternating user (even positions) and admin (odd positions).
  await tx.query(
    `INSERT INTO support_messages (id, ticket_id, author, admin_id, admin_email, kind, body, created_at)
     SELECT md5('ticket-msg' || t.id || m.i)::uuid, t.id,
            CASE WHEN m.i % 2 = 0 THEN 'user' ELSE 'admin' END,
            CASE WHEN m.i % 2 = 1 THEN $1::uuid END, CASE WHEN m.i % 2 = 1 THEN $2 END,
            CASE WHEN t.status = 'waiting_on_user' AND m.i = n.messages - 1 THEN 'message' ELSE 'reply' END,
            CASE WHEN m.i = 0 THEN t.subject || '. ' || (${USER_LINES})[1 + abs(hashtext(t.id::text)) % 6]
                 WHEN m.i % 2 = 0 THEN (${USER_LINES})[1 + abs(hashtext(t.id::text) + m.i) % 6]
                 WHEN t.status = 'waiting_on_user' AND m.i = n.messages - 1 THEN (${ADMIN_ASKS})[1 + abs(hashtext(t.id::text)) % 4]
                 ELSE (${ADMIN_REPLIES})[1 + abs(hashtext(t.id::text) + m.i) % 4] END,
            t.created_at + interval '5 hours' * m.i
       FROM support_tickets t
       CROSS JOIN LATERAL (SELECT 1 + round(extract(epoch FROM t.last_reply_at - t.created_at) / 18000)::int AS messages) n
       CROSS JOIN LATERAL generate_series(0, n.messages - 1) AS m(i)`,
    [adminId, adminEmail],
  );
}

async function seedAttachments(tx: Tx): Promise<void> {
  // As hex text: a Buffer parameter is not bytea to PGlite when the server runs under jsdom (tests).
  const images = Array.from({ length: ATTACHMENT_VARIANTS }, (_, i) =>
    screenshotPng(i).toString('hex'),
  );
  // About one user message in eight carries a screenshot.
  await tx.query(
    `INSERT INTO support_attachments (message_id, file_name, content_type, bytes, created_at)
     SELECT m.id, 'screenshot-' || (1 + abs(hashtext(m.id::text)) % 90) || '.png', 'image/png',
            decode(($1::text[])[1 + abs(hashtext(m.id::text)) % ${ATTACHMENT_VARIANTS}], 'hex'), m.created_at
       FROM support_messages m WHERE m.author = 'user' AND abs(hashtext(m.id::text)) % 8 = 0`,
    [images],
  );
}
