import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from './envelope.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** CSV exports running in this process (server/http/exportSlots.ts). */
    exportSlots: ExportSlots;
  }
}

export const EXPORT_RUNNING = 'An export is already running: try again when it finishes';
export const EXPORTS_BUSY = 'The server is busy with other exports: try again in a minute';
/** Seconds a refused export is told to wait; an export of a large list takes about that long. */
const RETRY_AFTER_SECONDS = 30;

/**
 * An export reads a whole list and streams it for as long as the download takes: a few at once
 * keep every other admin's requests waiting on the database. So each admin may run `perAdmin` at
 * once and the process `perProcess`; the next one is refused (429), never queued.
 */
export class ExportSlots {
  private readonly byAdmin = new Map<string, number>();
  private running = 0;

  constructor(
    private readonly perAdmin: number,
    private readonly perProcess: number,
  ) {}

  /** Takes a slot for `adminId`, or throws the 429; the returned function gives it back once. */
  take(adminId: string): () => void {
    const mine = this.byAdmin.get(adminId) ?? 0;
    if (mine >= this.perAdmin) throw refusal(EXPORT_RUNNING);
    if (this.running >= this.perProcess) throw refusal(EXPORTS_BUSY);
    this.byAdmin.set(adminId, mine + 1);
    this.running++;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.running--;
      const left = (this.byAdmin.get(adminId) ?? 1) - 1;
      if (left > 0) this.byAdmin.set(adminId, left);
      else this.byAdmin.delete(adminId);
    };
  }
}

const refusal = (message: string) => new ApiError(429, message);

/** A slot for the reply's admin, given back when the response ends or the client goes away. */
export function takeExportSlot(reply: FastifyReply): void {
  const adminId = reply.request.session?.adminId ?? `address:${reply.request.ip}`;
  let release: () => void;
  try {
    release = reply.server.exportSlots.take(adminId);
  } catch (error) {
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    throw error;
  }
  reply.raw.once('close', release);
}

export function registerExportSlots(app: FastifyInstance, perAdmin: number, perProcess: number) {
  app.decorate('exportSlots', new ExportSlots(perAdmin, perProcess));
}
