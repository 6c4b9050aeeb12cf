// Serves the built SPA at /merchant-portal/ with its runtime config and the client-credential cookies.
// Every file goes out compressed to a browser that accepts it (brotli first, then gzip), with
// `Vary: Accept-Encoding` on every answer: the build writes .br and .gz siblings of each text file, and
// index.html, whose nonce changes per request, is compressed as it is sent.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { APP_BASE_PATH, type WebConfig } from '@merchant-portal/contracts/schemas/config';
import type { Config } from '../config.js';

const BASE = APP_BASE_PATH;
const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;
const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
/** The encodings the build writes beside each file, by preference, with their file extensions. */
const ENCODINGS = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof ENCODINGS;
const SIBLING = /\.(br|gz)$/;

interface RootFile {
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** The encoding to send, of those at hand: none without an Accept-Encoding, and `*` counts as gzip. */
function acceptedEncoding(request: FastifyRequest, available: Encoding[]): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header || available.length === 0) return null;
  return negotiate(header.toLowerCase().replace('*', 'gzip'), available);
}

export async function registerSpa(app: FastifyInstance, config: Config): Promise<void> {
  const hidden = { hide: true };
  const redirectToApp = (_request: FastifyRequest, reply: FastifyReply) => reply.redirect(`${BASE}/`);
  app.get('/', { config: { permission: 'public' }, schema: hidden }, redirectToApp);
  app.get(BASE, { config: { permission: 'public' }, schema: hidden }, redirectToApp);

  const setClientCookies = (request: FastifyRequest, reply: FastifyReply) => {
    const options = {
      path: BASE,
      sameSite: 'strict' as const,
      secure: config.COOKIE_SECURE ?? request.protocol === 'https',
      httpOnly: false,
    };
    reply.setCookie('client_id', config.OAUTH_CLIENT_ID, options);
    reply.setCookie('client_secret', config.OAUTH_CLIENT_SECRET, options);
  };

  const webConfig: WebConfig = {
    apiBaseUrl: config.PUBLIC_API_BASE_URL,
    bankName: config.BANK_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    country: 'JO',
    lang: 'en',
    currency: 'JOD',
    channel: 'MB',
    sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
  };
  app.get(
    `${BASE}/config.json`,
    { config: { permission: 'public' }, schema: hidden },
    async (request, reply) => {
      setClientCookies(request, reply);
      reply.header('Cache-Control', 'no-store');
      return webConfig;
    },
  );

  const dist = config.WEB_DIST_DIR;
  const indexPath = path.join(dist, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  if (existsSync(path.join(dist, 'assets'))) {
    await app.register(fastifyStatic, {
      root: path.join(dist, 'assets'),
      prefix: `${BASE}/assets/`,
      immutable: true,
      maxAge: '365d',
      index: false,
      // Sends the .br or .gz sibling the browser accepts, with `Vary: Accept-Encoding` on every answer.
      preCompressed: true,
    });
  }
  // Top-level files Vite copies from public/ (favicon and the like) with their compressed siblings, read once.
  const rootFiles = new Map<string, RootFile>();
  if (existsSync(dist)) {
    for (const name of readdirSync(dist)) {
      const file = path.join(dist, name);
      if (name === 'index.html' || SIBLING.test(name) || !statSync(file).isFile()) continue;
      const encoded: RootFile['encoded'] = {};
      for (const [encoding, extension] of Object.entries(ENCODINGS) as [Encoding, string][]) {
        if (existsSync(file + extension)) encoded[encoding] = readFileSync(file + extension);
      }
      rootFiles.set(name, { body: readFileSync(file), encoded });
    }
  }

  app.get(
    `${BASE}/*`,
    // index.html is small and changes per request: compressed as it is sent, whatever its size.
    { config: { permission: 'public' }, schema: hidden, compress: { threshold: 0 } },
    async (request, reply) => {
      reply.header('Vary', 'Accept-Encoding');
      const name = (request.params as { '*': string })['*'];
      const file = rootFiles.get(name);
      if (file) {
        reply.header('Cache-Control', 'public, max-age=3600');
        reply.type(TYPES[path.extname(name)] ?? 'application/octet-stream');
        const encoding = acceptedEncoding(request, Object.keys(file.encoded) as Encoding[]);
        const encoded = encoding && file.encoded[encoding];
        if (!encoding || !encoded) return reply.send(file.body);
        return reply.header('Content-Encoding', encoding).send(encoded);
      }
      if (!indexHtml) {
        return reply.code(503).send({ code: '503', message: 'The web app is not built: run npm run build' });
      }
      setClientCookies(request, reply);
      reply.header('Cache-Control', 'no-store');
      return reply
        .type('text/html; charset=utf-8')
        .send(indexHtml.replace(NONCE_PLACEHOLDER, reply.cspNonce.style));
    },
  );
}
