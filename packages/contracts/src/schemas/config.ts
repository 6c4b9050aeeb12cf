import { z } from 'zod';

/** `GET /merchant-portal/config.json`: the SPA's runtime configuration (docs/api.md "Serving"). */
export const webConfig = z.object({
  apiBaseUrl: z.string(),
  bankName: z.string(),
  supportEmail: z.string(),
  country: z.string(),
  lang: z.string(),
  currency: z.string(),
  channel: z.string(),
  /** A session unused this long ends (the server's SESSION_IDLE_MINUTES): the SPA warns a minute before. */
  sessionIdleMinutes: z.number().int().positive(),
});
export type WebConfig = z.infer<typeof webConfig>;

/** Session and client-token header names shared by web and server. */
export const HEADERS = {
  accessToken: 'access-token',
  clientId: 'client-id',
  requestId: 'x-request-id',
  interactionId: 'x-interaction-id',
  channel: 'channel-identifier',
  service: 'service-identifier',
} as const;

export const CLIENT_SCOPE = 'merchantapp';

/** Where the server serves the SPA, and the SPA's router basename (docs/api.md "Serving"). */
export const APP_BASE_PATH = '/merchant-portal';

/** `GET /health` (docs/api.md "Serving"): the process is alive; it answers without touching the database. */
export const healthReply = z.object({ status: z.literal('ok') });

/**
 * `GET /ready` (docs/api.md "Serving"): 200 when the database answers and holds every migration of this build;
 * 503 with db "down" (no answer in time) or "not-migrated" (a migration of this build is missing).
 */
export const readyReply = z.object({
  status: z.enum(['ok', 'unavailable']),
  db: z.enum(['ok', 'down', 'not-migrated']),
});
