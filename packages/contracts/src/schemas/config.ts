import { z } from 'zod';

/** `GET /merchant-portal/config.json`: the SPA's runtime configuration (API.md "Serving"). */
export const webConfig = z.object({
  apiBaseUrl: z.string(),
  bankName: z.string(),
  supportEmail: z.string(),
  country: z.string(),
  lang: z.string(),
  currency: z.string(),
  channel: z.string(),
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

/** Where the server serves the SPA, and the SPA's router basename (API.md "Serving"). */
export const APP_BASE_PATH = '/merchant-portal';

/** `GET /health` (API.md "Serving"): 200 when the database answers, 503 with db "down" when not. */
export const healthReply = z.object({ status: z.enum(['ok', 'degraded']), db: z.enum(['ok', 'down']) });
