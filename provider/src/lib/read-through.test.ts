import { readThrough } from './read-through';

describe('a catalogue read kept for a moment', () => {
  it('reads once within its time, shares one read among readers, and reads again after it', async () => {
    let now = 1_000;
    const load = jest.fn(async (key: string) => `${key}@${now}`);
    const cached = readThrough<string>(5_000, () => now);
    const read = (key: string) => cached(key, () => load(key));
    expect(await Promise.all([read('coupons'), read('coupons')])).toEqual(['coupons@1000', 'coupons@1000']);
    now += 4_999;
    expect(await read('coupons')).toBe('coupons@1000');
    now += 1;
    expect(await read('coupons')).toBe('coupons@6000');
    expect(await read('games')).toBe('games@6000');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed read', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('connection lost')).mockResolvedValue('rows');
    const cached = readThrough<string>(5_000, () => 0);
    await expect(cached('coupons', load)).rejects.toThrow('connection lost');
    expect(await cached('coupons', load)).toBe('rows');
  });
});
