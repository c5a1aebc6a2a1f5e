import type { TestServer } from './helpers.ts';
import type { Headers } from './moneyHelpers.ts';

export interface Entry {
  seq: string;
  admin_email: string | null;
  admin_role: string | null;
  action: string;
  operation: string;
  resource: string;
  record_id: string;
  changes: Record<string, [unknown, unknown]>;
  reason: string | null;
  idempotency_key: string | null;
  request_id: string | null;
  user_agent: string | null;
  client_address: string | null;
}

/** The calls and trail reads the audit-trail tests share, on the server `current` returns. */
export function auditCalls(current: () => TestServer) {
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Headers,
    payload?: object,
    extra: Record<string, string> = {},
  ) =>
    current().app.inject({
      method,
      url: `/api${url}`,
      headers: { ...headers, ...extra },
      ...(payload ? { payload } : {}),
    });

  const entriesAfter = async (seq: number) =>
    (
      await current().db.query<Entry>('SELECT * FROM audit_trail WHERE seq > $1 ORDER BY seq', [
        seq,
      ])
    ).rows;
  const lastSeq = async () =>
    Number(
      (
        await current().db.query<{ n: string }>(
          'SELECT coalesce(max(seq), 0)::text AS n FROM audit_trail',
        )
      ).rows[0].n,
    );
  const anyUser = async () =>
    (
      await current().db.query<{ id: string; status: string }>(
        'SELECT id, status FROM users ORDER BY email LIMIT 1',
      )
    ).rows[0];
  return { call, entriesAfter, lastSeq, anyUser };
}
