import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work a request starts but does not wait for (a reset e-mail): finished before close. */
    background: Background;
  }
}

export class Background {
  private readonly pending = new Set<Promise<void>>();

  /**
   * Runs `work` after the current answer has been written (the next turn of the event loop), so
   * the answer's timing never depends on it; a failure is logged, never thrown.
   */
  run(work: () => Promise<void>, onError: (error: unknown) => void): void {
    const job = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch(onError)
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Resolves once every job started so far (and any they started) has finished. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}

export function registerBackground(app: FastifyInstance): void {
  const background = new Background();
  app.decorate('background', background);
  // Before the database and the mailer close under it.
  app.addHook('preClose', () => background.settled());
}
