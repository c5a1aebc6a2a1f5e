import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../../src/dataProvider/loadOnce';

describe('loadOnce', () => {
  it('loads once and shares the answer with every caller', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const get = loadOnce(load);
    expect(await Promise.all([get(), get()])).toEqual(['chunk', 'chunk']);
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load, instead of failing for good', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('chunk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
