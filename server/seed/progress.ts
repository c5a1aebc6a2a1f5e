/** Where a long seed step reports how far it is; silent unless the seed command sets it. */
let write: ((line: string, final: boolean) => void) | null = null;
/** A terminal gets one line redrawn each second; a log file a line every ten seconds. */
let everyMs = 10_000;

/**
 * `npm run seed` shows progress on stderr; the server's first-start seed stays quiet. On a
 * terminal (`redraw`) a step's progress line is rewritten in place and kept when it finishes.
 */
export function setSeedProgress(
  target: ((text: string) => void) | null,
  { redraw = false }: { redraw?: boolean } = {},
): void {
  everyMs = redraw ? 1_000 : 10_000;
  write =
    target &&
    ((line, final) => target(redraw ? `\r\x1b[2K${line}${final ? '\n' : ''}` : `${line}\n`));
}

const duration = (seconds: number) =>
  seconds >= 90
    ? `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`
    : `${Math.round(seconds)} s`;
const count = (n: number) => n.toLocaleString('en');

/**
 * A step of `total` units (rows, indexes) that prints, at most every 2 s and once at the end,
 * e.g. `Seed: users 3,400,000 / 10,000,000 (34%), 98,120 users/s, about 1 min 07 s left`.
 */
export class Progress {
  private done = 0;
  private readonly started = performance.now();
  private lastPrint = this.started;

  constructor(
    private readonly label: string,
    private readonly total: number,
    private readonly unit = 'rows',
  ) {}

  add(n: number): void {
    this.done += n;
    const now = performance.now();
    if (write && now - this.lastPrint >= everyMs) {
      this.lastPrint = now;
      const seconds = (now - this.started) / 1000;
      const rate = this.done / seconds;
      const left = rate > 0 ? (this.total - this.done) / rate : 0;
      const share = this.total > 0 ? Math.floor((this.done / this.total) * 100) : 100;
      write(
        `Seed: ${this.label} ${count(this.done)} / ${count(this.total)} (${share}%), ` +
          `${count(Math.round(rate))} ${this.unit}/s, about ${duration(left)} left`,
        false,
      );
    }
  }

  finish(note = ''): void {
    if (!write) return;
    const seconds = (performance.now() - this.started) / 1000;
    const rate = seconds > 0 ? Math.round(this.done / seconds) : this.done;
    write(
      `Seed: ${this.label} ${count(this.done)} in ${duration(seconds)} (${count(rate)} ${this.unit}/s)${note}`,
      true,
    );
  }
}

/** A one-line note on the progress stream (a step that has no count, e.g. ANALYZE). */
export function progressNote(line: string): void {
  write?.(`Seed: ${line}`, true);
}
