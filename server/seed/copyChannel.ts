/**
 * A bounded queue from one producer to one COPY: `push` waits while `capacity` chunks are queued,
 * so a fast generator runs ahead of a slow table by a few chunks, not by millions of rows. The
 * consumer reads it as an async iterable; `fail` ends both sides with the error.
 */
export class CopyChannel implements AsyncIterable<Uint8Array> {
  private readonly queue: Uint8Array[] = [];
  private closed = false;
  private error: unknown = null;
  private wakeReader: (() => void) | null = null;
  private wakeWriter: (() => void) | null = null;

  constructor(private readonly capacity = 4) {}

  async push(chunk: Uint8Array): Promise<void> {
    if (this.error) throw this.error;
    if (chunk.length === 0) return;
    while (this.queue.length >= this.capacity) {
      await new Promise<void>((resolve) => (this.wakeWriter = resolve));
      if (this.error) throw this.error;
    }
    this.queue.push(chunk);
    this.wake('reader');
  }

  close(): void {
    this.closed = true;
    this.wake('reader');
  }

  fail(error: unknown): void {
    this.error ??= error;
    this.wake('reader');
    this.wake('writer');
  }

  private wake(side: 'reader' | 'writer'): void {
    const wake = side === 'reader' ? this.wakeReader : this.wakeWriter;
    if (side === 'reader') this.wakeReader = null;
    else this.wakeWriter = null;
    wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<Uint8Array> {
    try {
      for (;;) {
        if (this.error) throw this.error;
        const chunk = this.queue.shift();
        if (chunk !== undefined) {
          this.wake('writer');
          yield chunk;
        } else if (this.closed) return;
        else await new Promise<void>((resolve) => (this.wakeReader = resolve));
      }
    } finally {
      // A reader that stops early (the copy failed) must not leave the producer waiting for room.
      if (!this.closed) this.fail(new Error('The copy stopped reading'));
    }
  }
}
