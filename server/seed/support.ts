import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { ATTACHMENT_VARIANTS, screenshotPng } from '../support/attachmentImages.ts';
import { INACTIVE_CATEGORIES, SUPPORT_CATEGORIES } from '../support/seedCategories.ts';
import { phase } from './phases.ts';
import { hasRows, historyCohort, historyUsersIn, withoutIndexes } from './bulk.ts';

type Tx = Pick<Db, 'query'>;

/** Tickets seeded per user (thousands at the default 300 users). */
const TICKETS_PER_USER = 10;

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Support categories, then tickets in every state with their threads and screenshot attachments,
 * in bulk SQL; each part runs once, when its table is empty. Each thread agrees with its ticket:
 * open ends with the user, answered and closed with an admin reply, waiting_on_user with an admin
 * message asking the user for something.
 */
export async function seedSupport(db: Db, config: Config): Promise<void> {
  if (!(await hasRows(db, 'support_categories'))) await seedCategories(db);
  if (await hasRows(db, 'support_tickets')) return;
  const { rows } = await db.query<{ admin: string | null }>(
    'SELECT id::text AS admin FROM admins WHERE email = $1',
    [config.adminEmail.toLowerCase()],
  );
  const admin = rows[0]?.admin;
  const historyUsers = await historyUsersIn(db);
  if (historyUsers === 0 || !admin) return;
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query('SELECT setseed(0.1414)');
    // Indexes are built once after the load (bulk.ts).
    await withoutIndexes(
      tx,
      ['support_tickets', 'support_messages', 'support_attachments'],
      async () => {
        await phase('tickets', () => seedTickets(tx, historyUsers * TICKETS_PER_USER));
        await phase('ticket threads', () =>
          seedThreads(tx, admin, config.adminEmail.toLowerCase()),
        );
        await phase('ticket attachments', () => seedAttachments(tx));
      },
    );
  });
}

async function seedCategories(db: Tx): Promise<void> {
  const values = SUPPORT_CATEGORIES.map(
    ([name, description], i) =>
      `(${sqlText(name)}, ${sqlText(description)}, '${INACTIVE_CATEGORIES.has(name) ? 'inactive' : 'active'}', ${i})`,
  ).join(',\n');
  // The first category is the oldest: a newest-first list shows 'Other' first.
  await db.query(
    `INSERT INTO support_categories (name, description, status, created_at, updated_at)
     SELECT name, description, status, now() - interval '1 day' * (400 - n * 7), now() - interval '1 day' * (400 - n * 7)
       FROM (VALUES ${values}) AS c(name, description, status, n)`,
  );
}

async function seedTickets(tx: Tx, count: number): Promise<void> {
  const subjects = SUPPORT_CATEGORIES.flatMap(([name, , a, b]) => [
    `(${sqlText(name)}, ${sqlText(a)})`,
    `(${sqlText(name)}, ${sqlText(b)})`,
  ]).join(', ');
  await tx.query(
    `CREATE TEMP TABLE support_subjects ON COMMIT DROP AS
       SELECT row_number() OVER () - 1 AS n, c.id AS category_id, s.subject
         FROM (VALUES ${subjects}) AS s(category, subject) JOIN support_categories c ON c.name = s.category`,
  );
  await tx.query(
    `CREATE TEMP TABLE support_users ON COMMIT DROP AS SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM ${historyCohort} u`,
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

const FIRST_LINES = `ARRAY['Can you help me, please?', 'It started yesterday evening.',
  'My account email is the one on this ticket.', 'I attached a screenshot of what I see.']`;
const USER_LINES = `ARRAY['Thanks for the quick answer, but the problem is still there.', 'Any update on this? It is still not solved.',
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
            CASE WHEN m.i = 0 THEN t.subject || CASE WHEN t.subject ~ '[?.!]$' THEN ' ' ELSE '. ' END
                                   || (${FIRST_LINES})[1 + abs(hashtext(t.id::text)) % 4]
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
