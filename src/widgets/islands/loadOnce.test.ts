import { describe, expect, it } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('loads once, however many boards ask', async () => {
    let loads = 0;
    const load = loadOnce(async () => ++loads);
    expect(await Promise.all([load(), load(), load()])).toEqual([1, 1, 1]);
    expect(await load()).toBe(1);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load, and keeps the load that succeeds', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return 'session';
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe('session');
    expect(await load()).toBe('session');
    expect(loads).toBe(2);
  });
});
