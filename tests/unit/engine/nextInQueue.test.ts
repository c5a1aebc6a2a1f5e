import { describe, expect, it } from 'vitest';
import { followingRecord } from '../../../src/resources/shared/NextInQueue';

const oldestFirst = { field: 'createdAt', order: 'ASC' as const };
const waiting = [
  { id: 'a', createdAt: '2026-09-01T10:00:00Z' },
  { id: 'b', createdAt: '2026-09-02T10:00:00Z' },
  { id: 'c', createdAt: '2026-09-03T10:00:00Z' },
];

describe('Next in queue', () => {
  it('opens the record after this one in the queue order', () => {
    expect(followingRecord(waiting, waiting[0], oldestFirst)?.id).toBe('b');
    expect(followingRecord(waiting, waiting[1], oldestFirst)?.id).toBe('c');
  });

  it('after a decision (the record has left the queue) opens the one that followed it', () => {
    const decided = { id: 'x', createdAt: '2026-09-02T12:00:00Z' };
    expect(followingRecord(waiting, decided, oldestFirst)?.id).toBe('c');
  });

  it('past the end opens the oldest still waiting; an empty queue has no next', () => {
    expect(followingRecord(waiting, waiting[2], oldestFirst)?.id).toBe('a');
    expect(followingRecord([waiting[0]], waiting[0], oldestFirst)).toBeUndefined();
  });

  it('follows a newest-first queue the other way', () => {
    const newestFirst = { field: 'createdAt', order: 'DESC' as const };
    expect(followingRecord([...waiting].reverse(), waiting[1], newestFirst)?.id).toBe('a');
  });
});
