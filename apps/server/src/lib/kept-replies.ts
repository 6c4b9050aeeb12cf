// Replies computed once and kept by a key that names everything they depend on (for the dashboards: the
// merchant, the filter and the load version the database gives on every call), so a kept reply is never
// stale whatever the process remembers. Requests that arrive while one is computed share it; a failed
// computation is not kept, so the next request tries again.
import { LRUCache } from 'lru-cache';

export class KeptReplies<T extends object> {
  private readonly replies: LRUCache<string, Promise<T>>;

  constructor(max: number) {
    this.replies = new LRUCache({ max });
  }

  of(key: string, compute: () => Promise<T>): Promise<T> {
    let reply = this.replies.get(key);
    if (!reply) {
      reply = compute();
      this.replies.set(key, reply);
      reply.catch(() => this.replies.delete(key));
    }
    return reply;
  }
}
