import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadChunk } from '../load-chunk';

describe('loadChunk', () => {
  it('answers the module at the first try without a second', async () => {
    const load = vi.fn().mockResolvedValue({ Page: 'page' });
    await expect(loadChunk(load)).resolves.toEqual({ Page: 'page' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries once more after a failure', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Page: 'page' });
    await expect(loadChunk(load)).resolves.toEqual({ Page: 'page' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second failure with a ChunkLoadError carrying the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn().mockRejectedValue(cause);
    const error: unknown = await loadChunk(load).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).cause).toBe(cause);
    expect(load).toHaveBeenCalledTimes(2);
    expect(isChunkLoadError(cause)).toBe(false);
  });
});
