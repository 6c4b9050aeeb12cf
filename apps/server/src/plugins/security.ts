// Security headers (a strict CSP the built SPA works under) and per-route rate limits.
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';

export async function registerSecurity(app: FastifyInstance): Promise<void> {
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
  // Limits are declared per route (`config.rateLimit`); the counters are per client address.
  await app.register(rateLimit, { global: false });
}
