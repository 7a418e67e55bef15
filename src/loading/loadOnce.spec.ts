import { describe, expect, it } from 'vitest';
import { loadOnce } from './loadOnce.ts';

describe('loadOnce', () => {
  it('asks for the code once however many callers wait for it', async () => {
    let loads = 0;
    const get = loadOnce(async () => ++loads);
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    expect(await get()).toBe(1);
    expect(loads).toBe(1);
  });

  it('forgets a failed load: the next call tries again, and then keeps what it got', async () => {
    const answers = [() => Promise.reject(new Error('chunk lost')), () => Promise.resolve('module')];
    let loads = 0;
    const get = loadOnce(() => answers[loads++]());
    await expect(get()).rejects.toThrow('chunk lost');
    expect(await get()).toBe('module');
    expect(await get()).toBe('module');
    expect(loads).toBe(2);
  });
});
