// A channel's notifications (PostgreSQL's LISTEN/NOTIFY) as they commit, for what a process keeps in memory
// and must drop when another process changes it. On PostgreSQL a connection of its own listens and, when
// lost, is opened again; while it is down the feed says it is not live, and its user must trust nothing it
// kept (it cannot know what it missed). On PGlite the database is in this process: the feed is always live.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface FeedEvents {
  /** A notification's payload. */
  onMessage: (payload: string) => void;
  /** The feed is live (listening) or not (what was kept may have changed unannounced). */
  onLive: (live: boolean) => void;
}

export interface ChangeFeed {
  stop: () => Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

function checkedChannel(channel: string): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

/** Listens on PostgreSQL at `url`, opening the connection again `retryMs` after it is lost. */
export function postgresFeed(url: string, channel: string, events: FeedEvents, retryMs = 1000): ChangeFeed {
  const name = checkedChannel(channel);
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const lose = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    events.onLive(false);
    client.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(() => void open(), retryMs);
  };

  const open = async () => {
    const client = new pg.Client({
      connectionString: url,
      application_name: 'merchant-portal-change-feed',
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === name) events.onMessage(message.payload ?? '');
    });
    client.on('error', () => lose(client));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${name}`);
    } catch {
      lose(client);
      return;
    }
    if (stopped) await client.end();
    else if (current === client) events.onLive(true);
  };

  void open();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      events.onLive(false);
      await client?.end().catch(() => undefined);
    },
  };
}

/** Listens on the embedded database: live from the start, for as long as the database is open. */
export async function pgliteFeed(client: PGlite, channel: string, events: FeedEvents): Promise<ChangeFeed> {
  const unlisten = await client.listen(checkedChannel(channel), events.onMessage);
  events.onLive(true);
  return {
    stop: async () => {
      events.onLive(false);
      await unlisten();
    },
  };
}
