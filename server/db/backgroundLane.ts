interface Waiter {
  start: () => void;
  /** It has waited maxWaitMs: it goes next even while interactive statements wait. */
  overdue: boolean;
}

/**
 * Work that gives way to the interactive statements on a connection that runs one statement at a
 * time (PGlite): one background statement at a time, started only when `idle()` says nothing else
 * is running or waiting. So an admin's page waits behind at most one background statement, never a
 * queue of them. A statement that has waited `maxWaitMs` goes next anyway: a steady stream of
 * pages slows an export down but never stops it.
 */
export class BackgroundLane {
  private readonly waiting: Waiter[] = [];
  private running = false;

  constructor(
    private readonly idle: () => boolean,
    private readonly maxWaitMs = 1000,
  ) {}

  async run<T>(statement: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await statement();
    } finally {
      this.running = false;
      this.wake();
    }
  }

  /** Starts the next background statement if its turn has come (called as statements end). */
  wake(): void {
    const next = this.waiting[0];
    if (this.running || !next || (!next.overdue && !this.idle())) return;
    this.waiting.shift();
    this.running = true;
    next.start();
  }

  private turn(): Promise<void> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(timer);
          resolve();
        },
        overdue: false,
      };
      const timer = setTimeout(() => {
        waiter.overdue = true;
        this.wake();
      }, this.maxWaitMs);
      this.waiting.push(waiter);
      this.wake();
    });
  }
}
