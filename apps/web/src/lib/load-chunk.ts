// A page's code arrives as a separate file (one chunk per route). A network blip while it loads must not
// end the app: the load is tried once more, and a second failure is a ChunkLoadError, which the page's
// error screen answers with a Reload (the router keeps a route's failed load, so only a reload fetches anew).

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    try {
      return await load();
    } catch (error) {
      throw new ChunkLoadError(error instanceof Error ? error.message : 'A chunk did not load', {
        cause: error,
      });
    }
  }
}
