import { describe, expect, it } from 'vitest';
import { KeptReplies } from './kept-replies.js';

describe('KeptReplies', () => {
  it('computes a key once, sharing the computation with requests that arrive meanwhile', async () => {
    const kept = new KeptReplies<{ n: number }>(10);
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    const [a, b] = await Promise.all([kept.of('k', compute), kept.of('k', compute)]);
    expect(await kept.of('k', compute)).toBe(a);
    expect(b).toBe(a);
    expect(computed).toBe(1);
    expect(await kept.of('other', compute)).toEqual({ n: 2 });
  });

  it('does not keep a failed computation: the next request computes again', async () => {
    const kept = new KeptReplies<{ n: number }>(10);
    await expect(kept.of('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    await Promise.resolve();
    expect(await kept.of('k', async () => ({ n: 1 }))).toEqual({ n: 1 });
  });

  it('keeps at most `max` replies, dropping the least recently used', async () => {
    const kept = new KeptReplies<{ key: string }>(2);
    let computed = 0;
    const compute = (key: string) => async () => {
      computed += 1;
      return { key };
    };
    await kept.of('a', compute('a'));
    await kept.of('b', compute('b'));
    await kept.of('a', compute('a'));
    await kept.of('c', compute('c'));
    await kept.of('a', compute('a'));
    expect(computed).toBe(3);
    await kept.of('b', compute('b'));
    expect(computed).toBe(4);
  });
});
