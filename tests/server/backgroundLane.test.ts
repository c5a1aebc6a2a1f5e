import { describe, expect, it } from 'vitest';
import { BackgroundLane } from '../../server/db/backgroundLane.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the background lane of a one-connection database', () => {
  it('starts an export batch only once no page statement is waiting', async () => {
    let busy = true;
    const lane = new BackgroundLane(() => !busy, 10_000);
    const ran: string[] = [];
    const batch = lane.run(async () => ran.push('batch'));
    await tick();
    expect(ran).toEqual([]);
    busy = false;
    lane.wake(); // what the database does as each statement ends
    await batch;
    expect(ran).toEqual(['batch']);
  });

  it('runs its statements one at a time, in order', async () => {
    const lane = new BackgroundLane(() => true);
    const events: string[] = [];
    const statement = (name: string) => async () => {
      events.push(`${name} starts`);
      await tick();
      events.push(`${name} ends`);
    };
    await Promise.all([lane.run(statement('a')), lane.run(statement('b'))]);
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });

  it('runs a batch that has waited its limit even while pages keep coming', async () => {
    const lane = new BackgroundLane(() => false, 50);
    const started = Date.now();
    await lane.run(async () => undefined);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('gives the lane back when a statement fails', async () => {
    const lane = new BackgroundLane(() => true);
    await expect(
      lane.run(async () => {
        throw new Error('batch failed');
      }),
    ).rejects.toThrow('batch failed');
    await expect(lane.run(async () => 'next')).resolves.toBe('next');
  });
});
