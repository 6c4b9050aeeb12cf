// Security headers (a strict CSP the built SPA works under) and per-route rate limits.
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    // Per-request nonces are added to script-src and style-src; the SPA's index.html carries the style
    // nonce so MUI's style elements are allowed, and nothing inline runs as script.
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // React and MUI set element style attributes (positions, transitions): attributes only, no elements.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
  });
  // Limits are declared per route (`config.rateLimit`); the counters are per client address, in Redis when
  // it is configured so that every server process behind the load balancer counts together.
  await app.register(rateLimit, {
    global: false,
    ...(config.REDIS_URL && sharedCounters(app, config.REDIS_URL, config.REDIS_KEY_PREFIX)),
  });
}

/**
 * The counters in Redis. Should Redis fail, requests go on without the limit (and it is logged) rather than
 * every sign-in failing: the lockout, kept in the database, still protects each account.
 */
function sharedCounters(app: FastifyInstance, url: string, keyPrefix: string) {
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unreachable'));
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return { redis, nameSpace: `${keyPrefix}rate-limit:`, skipOnError: true };
}
