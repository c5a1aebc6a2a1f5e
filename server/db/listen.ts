import pg from 'pg';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

/**
 * LISTEN on a dedicated node-postgres client (outside the pool: a pooled connection is handed to
 * other queries and its LISTEN would go with it). A lost connection is reopened with backoff and
 * `onReconnect` tells the listener to read what it may have missed.
 */
export async function listenOn(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const open = async () => {
    const next = new pg.Client({ connectionString: url, application_name: 'exchange-admin live' });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      console.error(`PostgreSQL LISTEN ${channel}: ${error.message}`);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    retryMs = RETRY_MIN_MS;
  };

  const lost = (which: pg.Client) => {
    if (stopped || client !== which) return;
    client = undefined;
    void which.end().catch(() => undefined);
    retry();
  };

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(async () => {
      timer = undefined;
      try {
        await open();
        onReconnect?.();
      } catch (error) {
        console.error(`PostgreSQL LISTEN ${channel}: ${(error as Error).message}; retrying`);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        retry();
      }
    }, retryMs);
    timer.unref();
  };

  await open();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
