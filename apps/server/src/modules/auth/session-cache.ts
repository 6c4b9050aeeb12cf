// The sessions a process has read lately, so that a request skips the session's read (docs/architecture.md
// "Sessions"). It is trusted only while the database's change feed (migration 0024) is live: every change that
// ends a session or alters what it allows is announced there by whichever process or tool made it, and drops
// what is kept here; a lost feed empties the cache and turns it off until the feed is back. An entry lives
// at most `maxAgeMs`, and expiry and idleness are checked on every use as on a read.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/client.js';
import type { AuthContext } from '../../lib/request-context.js';

/** A live session as its last read found it; `lastSeenAt` is the last use this process wrote. */
export interface KeptSession {
  auth: AuthContext;
  expiresAt: number;
  lastSeenAt: number;
}

interface Entry extends KeptSession {
  keptAt: number;
}

/** The feed's channel and what its payloads name (the migration's triggers write them). */
export const AUTH_CHANNEL = 'merchant_portal_auth';
const USER_PREFIX = 'user:';
/** A process's own mark in the feed (`settle`): it changes nothing. */
const MARK_PREFIX = 'mark:';
/** How long `settle` waits for its mark before it lets the reply go anyway. */
const SETTLE_LIMIT_MS = 5000;

export class SessionCache {
  private readonly entries = new LRUCache<string, Entry>({ max: 10_000 });
  private live = false;
  /** Counts the drops: a read that began before one must not keep what it read (it may be stale). */
  private generation = 0;
  /** The marks `settle` waits for, by id. */
  private readonly marks = new Map<string, () => void>();

  constructor(private readonly maxAgeMs: number) {}

  /** The feed went live or was lost: either way nothing kept before can be trusted. */
  setLive(live: boolean): void {
    this.live = live;
    this.forgetAll();
    if (!live) for (const heard of this.marks.values()) heard();
  }

  /** A notification of the feed. */
  onChange(payload: string): void {
    if (payload.startsWith(MARK_PREFIX)) this.marks.get(payload.slice(MARK_PREFIX.length))?.();
    else if (payload.startsWith(USER_PREFIX)) this.forgetUser(payload.slice(USER_PREFIX.length));
    else this.forgetAll();
  }

  /**
   * Waits until this process's feed has delivered everything committed before the call, by sending a mark
   * through it: a change that ends or alters sessions then waits for it before its reply, so every other
   * process listening has been told by the time the user can make another request. Nothing to wait for
   * while the feed is not live (no process keeps anything then).
   */
  async settle(db: Executor): Promise<void> {
    if (!this.live) return;
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      this.marks.set(id, resolve);
      timer = setTimeout(resolve, SETTLE_LIMIT_MS);
    });
    try {
      await db.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${MARK_PREFIX + id})`);
      await heard;
    } finally {
      clearTimeout(timer);
      this.marks.delete(id);
    }
  }

  /** The kept session of a token's hash, if the cache is live and the entry young enough. */
  get(tokenHash: string, now: number): KeptSession | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(tokenHash);
    if (entry && now - entry.keptAt > this.maxAgeMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Marks the start of a session's read, for `keep`. */
  begin(): number {
    return this.generation;
  }

  /** Keeps what a read begun at `since` found, unless something was dropped meanwhile. */
  keep(tokenHash: string, session: KeptSession, since: number, now: number): void {
    if (!this.live || this.maxAgeMs <= 0 || since !== this.generation) return;
    this.entries.set(tokenHash, { ...session, keptAt: now });
  }

  forgetUser(userId: string): void {
    this.generation += 1;
    for (const [tokenHash, entry] of this.entries.entries()) {
      if (entry.auth.userId === userId) this.entries.delete(tokenHash);
    }
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
