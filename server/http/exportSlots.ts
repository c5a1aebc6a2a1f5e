import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/index.ts';
import { ApiError } from './envelope.ts';
import { sharedAcrossProcesses } from './sharedRateStore.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** CSV exports running (server/http/exportSlots.ts). */
    exportSlots: ExportSlots;
  }
}

export const EXPORT_RUNNING = 'An export is already running: try again when it finishes';
export const EXPORTS_BUSY = 'The server is busy with other exports: try again in a minute';
/** Seconds a refused export is told to wait; an export of a large list takes about that long. */
const RETRY_AFTER_SECONDS = 30;
/** A lease lapses this long after its last renewal: the export's process has crashed or hung. */
const LEASE_SECONDS = 60;
const RENEW_EVERY_MS = 20_000;

/**
 * An export reads a whole list and streams it for as long as the download takes: a few at once
 * keep every other admin's requests waiting on the database. So each admin may run `perAdmin` at
 * once and each process `perProcess`; the next one is refused (429), never queued. The process's
 * count is in memory; the admin's too on PGlite (one process), while on a PostgreSQL server it is
 * the admin's leases in `limits.export_leases`, which every process counts.
 */
export class ExportSlots {
  private readonly byAdmin = new Map<string, number>();
  private running = 0;

  constructor(
    private readonly perAdmin: number,
    private readonly perProcess: number,
    private readonly leases?: ExportLeases,
  ) {}

  /** Takes a slot for `adminId`, or throws the 429; the returned function gives it back once. */
  async take(adminId: string): Promise<() => void> {
    // Held from here, so exports asked for together in this process cannot pass the bound.
    const processFull = this.running >= this.perProcess;
    if (!processFull) this.running++;
    let lease: (() => void) | undefined;
    try {
      if (this.leases) lease = await this.leases.take(adminId, this.perAdmin, processFull);
      else this.takeInMemory(adminId, processFull);
    } catch (error) {
      if (!processFull) this.running--;
      throw error;
    }
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.running--;
      if (lease) lease();
      else this.giveBackInMemory(adminId);
    };
  }

  private takeInMemory(adminId: string, processFull: boolean) {
    const mine = this.byAdmin.get(adminId) ?? 0;
    if (mine >= this.perAdmin) throw refusal(EXPORT_RUNNING);
    if (processFull) throw refusal(EXPORTS_BUSY);
    this.byAdmin.set(adminId, mine + 1);
  }

  private giveBackInMemory(adminId: string) {
    const left = (this.byAdmin.get(adminId) ?? 1) - 1;
    if (left > 0) this.byAdmin.set(adminId, left);
    else this.byAdmin.delete(adminId);
  }
}

/**
 * The admins' exports as leases every process on the database sees. Taking one runs under a
 * transaction-scoped advisory lock on the admin, so two processes cannot both take the last slot;
 * the export renews its lease while it streams and deletes it when the response closes. A crashed
 * process's lease lapses after LEASE_SECONDS.
 */
export class ExportLeases {
  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Takes a lease, or throws the 429 (the admin's first, as in memory); resolves to its release. */
  async take(adminId: string, perAdmin: number, processFull: boolean): Promise<() => void> {
    const id = await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`export-slots:${adminId}`]);
      await tx.query(
        'DELETE FROM limits.export_leases WHERE admin_key = $1 AND expires_at <= now()',
        [adminId],
      );
      const live = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM limits.export_leases WHERE admin_key = $1',
        [adminId],
      );
      if (live.rows[0].n >= perAdmin) throw refusal(EXPORT_RUNNING);
      if (processFull) throw refusal(EXPORTS_BUSY);
      const lease = await tx.query<{ id: string }>(
        `INSERT INTO limits.export_leases (admin_key, expires_at)
         VALUES ($1, now() + make_interval(secs => $2)) RETURNING id::text`,
        [adminId, LEASE_SECONDS],
      );
      return lease.rows[0].id;
    });
    const renewal = setInterval(() => {
      this.db
        .query(
          'UPDATE limits.export_leases SET expires_at = now() + make_interval(secs => $2) WHERE id = $1',
          [id, LEASE_SECONDS],
        )
        .catch(this.onError);
    }, RENEW_EVERY_MS).unref();
    return () => {
      clearInterval(renewal);
      this.db.query('DELETE FROM limits.export_leases WHERE id = $1', [id]).catch(this.onError);
    };
  }
}

const refusal = (message: string) => new ApiError(429, message);

/**
 * A slot for the reply's admin, given back when the response ends or the client goes away (also
 * when that happened while the slot was being taken).
 */
export async function takeExportSlot(reply: FastifyReply): Promise<void> {
  const adminId = reply.request.session?.adminId ?? `address:${reply.request.ip}`;
  let release: (() => void) | undefined;
  let closed = false;
  reply.raw.once('close', () => {
    closed = true;
    release?.();
  });
  try {
    release = await reply.server.exportSlots.take(adminId);
  } catch (error) {
    if (error instanceof ApiError) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    throw error;
  }
  if (closed) release();
}

export function registerExportSlots(
  app: FastifyInstance,
  db: Db,
  perAdmin: number,
  perProcess: number,
) {
  const leases = sharedAcrossProcesses(db)
    ? new ExportLeases(db, (error) => app.log.warn({ err: error }, 'Export lease update failed'))
    : undefined;
  app.decorate('exportSlots', new ExportSlots(perAdmin, perProcess, leases));
}
