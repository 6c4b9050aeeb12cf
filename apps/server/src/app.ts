// buildApp: registers the plugins, then every endpoint of the table with its module's handler.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { ENDPOINTS, type Endpoint } from '@merchant-portal/contracts/endpoints';
import type { Config } from './config.js';
import { systemClock, type Clock } from './lib/clock.js';
import type { DatabaseHandle } from './db/client.js';
import { registerAuthorization, requestContext } from './plugins/authorize.js';
import { registerEndpoints } from './plugins/endpoints.js';
import { registerErrorHandling } from './plugins/errors.js';
import { replySerializer } from './plugins/reply-serializer.js';
import { registerSecurity } from './plugins/security.js';
import { registerSpa } from './plugins/spa.js';
import { registerMetricsListener } from './plugins/metrics-listener.js';
import { recordAudit } from './modules/audit/service.js';
import { AuthService } from './modules/auth/service.js';
import { AUTH_CHANNEL, SessionCache } from './modules/auth/session-cache.js';
import { authHandlers } from './modules/auth/routes.js';
import { advancedDashboardHandlers } from './modules/advanced-dashboard/routes.js';
import { AdvancedDashboard } from './modules/advanced-dashboard/service.js';
import { dashboardHandlers } from './modules/dashboards/routes.js';
import { DashboardService } from './modules/dashboards/service.js';
import { mailHandlers } from './modules/mail/routes.js';
import { MailService } from './modules/mail/service.js';
import { createMailer } from './modules/mail/transport.js';
import { JobQueue } from './jobs/boss.js';
import { mailDeliveryQueue } from './jobs/mail-delivery.js';
import { reportFilesQueue, reportRetentionQueue } from './jobs/report-files.js';
import { importInboxQueue } from './jobs/import-inbox.js';
import { retentionQueue } from './jobs/retention.js';
import { DirectoryFileStore, type FileStore } from './lib/file-store.js';
import { ForegroundLoad } from './lib/foreground.js';
import { Metrics } from './lib/metrics.js';
import { requestScope } from './lib/request-scope.js';
import { bookingHandlers } from './modules/bookings/routes.js';
import { BookingService } from './modules/bookings/service.js';
import { healthHandlers } from './modules/health/routes.js';
import { HealthService } from './modules/health/service.js';
import { marketplaceHandlers } from './modules/marketplace/routes.js';
import { MarketplaceService } from './modules/marketplace/service.js';
import { merchantHandlers } from './modules/merchants/routes.js';
import { MerchantService } from './modules/merchants/service.js';
import { merchantUserHandlers } from './modules/merchant-users/routes.js';
import { MerchantUserService } from './modules/merchant-users/service.js';
import { mofaHandlers } from './modules/mofa/routes.js';
import { MofaService } from './modules/mofa/service.js';
import { preAuthHandlers } from './modules/pre-auth/routes.js';
import { PreAuthService } from './modules/pre-auth/service.js';
import { preferenceHandlers } from './modules/preferences/routes.js';
import { PreferenceService } from './modules/preferences/service.js';
import { reportHandlers } from './modules/reports/routes.js';
import { removeExpiredReports, ReportService } from './modules/reports/service.js';
import { closePasswordStrengthWorkers } from './lib/password-strength.js';
import { transactionHandlers } from './modules/transactions/routes.js';
import { dropExpiredMonths } from './modules/transactions/retention.js';
import { runInbox } from './modules/import/inbox.js';
import { TransactionService } from './modules/transactions/service.js';
import { userHandlers } from './modules/users/routes.js';
import { UserService } from './modules/users/service.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** The time expiry, idleness and lockout run on; tests move it instead of waiting. */
  clock?: Clock;
  /** Where logs go (standard output by default); tests read them to prove no secret is written. */
  logStream?: { write(line: string): void };
  /** Where report files are kept (`FILES_DIR`, else `DATA_DIR/files`). */
  fileStore?: FileStore;
}

/** Replies smaller than this go out as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;
/** The calls that answer with a file: it streams as it is written, with its own backpressure and aborts. */
const FILE_CALLS = new Set(
  Object.values<Endpoint>(ENDPOINTS)
    .filter((endpoint) => endpoint.file)
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Fastify's trustProxy: a hop count trusts that many proxies back from the socket (Fastify's own number
 * option trusts none); a list of addresses is passed on as it is. */
function trustProxyOption(trust: Config['TRUST_PROXY']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export async function buildApp({
  config,
  database,
  logStream,
  clock = systemClock,
  fileStore = new DirectoryFileStore(config.FILES_DIR ?? path.resolve(config.DATA_DIR, 'files')),
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(logStream
        ? { stream: logStream }
        : // Readable lines for a person at a terminal; JSON, one object a line, for anything else.
          process.stdout.isTTY && {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
            },
          }),
      // Never log secrets: tokens, cookies, passwords (bodies are not logged at all).
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers["access-token"]',
          'req.headers.cookie',
          'res.headers["access-token"]',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
    },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && UUID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // A report file's name is a path parameter of up to 195 characters (Fastify's default stops at 100).
    routerOptions: { maxParamLength: 256 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializer({ check: config.NODE_ENV === 'test' }));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Everything the request starts (its handler, a file it streams) runs in its scope.
  app.addHook('onRequest', (request, _reply, done) => requestScope.run({ requestId: request.id }, done));

  // This app's metrics (docs/architecture.md "Metrics"): its own registry, so apps built side by side in one
  // process count apart.
  const metrics = new Metrics();
  metrics.trackRequests(app);
  // Report files are written on this event loop: they step aside while the API answers requests.
  const foreground = new ForegroundLoad(config.REPORT_PAUSE_MS);
  foreground.track(app);
  // Sessions kept between requests, trusted only while the database's change feed is live.
  const sessions = new SessionCache(config.SESSION_CACHE_SECONDS * 1000);
  const authFeed =
    config.SESSION_CACHE_SECONDS > 0
      ? await database.watch(AUTH_CHANNEL, {
          onMessage: (payload) => sessions.onChange(payload),
          onLive: (live) => sessions.setLive(live),
        })
      : null;
  const auth = new AuthService(database.db, { ...config, now: clock, sessions });
  // Long work runs as pg-boss jobs (started once the app is ready, stopped before the database closes).
  const jobs = new JobQueue(config, database, app.log);
  metrics.watchPools({ app: database.poolStats, jobs: jobs.poolStats });
  metrics.watchJobs(() => jobs.jobCounts(), {
    timeoutMs: config.HEALTH_TIMEOUT_MS,
    onFailure: (error) => app.log.warn({ err: error }, 'metrics: the job queue was not counted'),
  });
  const mail = new MailService(database.db, {
    jobs,
    mailer: createMailer(config),
    metrics,
    perMerchantPerHour: config.MAIL_ACTIONS_PER_MERCHANT_PER_HOUR,
    now: clock,
  });
  jobs.define(mailDeliveryQueue(config, (outboxId) => mail.deliver(outboxId)));
  const bookings = new BookingService(database.db, {
    mail,
    now: clock,
    mailRetryLimit: config.MAIL_RETRY_LIMIT,
  });
  const reports = new ReportService(database.db, {
    config,
    jobs,
    store: fileStore,
    now: clock,
    log: app.log,
    giveWay: () => foreground.giveWay(),
  });
  jobs.define(reportFilesQueue(config, (job, info) => reports.run(job, info)));
  jobs.define(
    reportRetentionQueue(config, () =>
      removeExpiredReports(database.db, fileStore, config.REPORT_RETENTION_DAYS, clock()),
    ),
  );
  jobs.define(
    retentionQueue(config, (job) =>
      dropExpiredMonths(database.db, { months: config.RETENTION_MONTHS, now: clock(), jobId: job.id }),
    ),
  );
  const inbox = config.IMPORT_INBOX_DIR;
  if (inbox) {
    jobs.define(
      importInboxQueue(config, () =>
        runInbox(database.db, inbox, {
          now: clock,
          counted: (kind, outcome) => metrics.countImport(kind, outcome),
        }),
      ),
    );
  }
  // The MOFA search shares the card search's path, so the transaction handlers hand it over to this one.
  const mofa = new MofaService(database.db);
  registerErrorHandling(app);
  registerAuthorization(app, auth);
  await registerSecurity(app, config);
  // Replies in brotli or gzip when the client accepts them; files go out as written, request bodies stay plain.
  app.addHook('onRoute', (route) => {
    if (FILE_CALLS.has(`${String(route.method)} ${route.url}`)) route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    globalDecompression: false,
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Merchant Portal API', version: '1.0.0' },
      components: {
        securitySchemes: {
          clientToken: { type: 'http', scheme: 'bearer' },
          session: { type: 'apiKey', in: 'header', name: 'access-token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerEndpoints(
    app,
    config,
    {
      ...healthHandlers(new HealthService(database.schemaState, config.HEALTH_TIMEOUT_MS)),
      ...authHandlers(auth),
      ...userHandlers(new UserService(database.db)),
      ...merchantHandlers(new MerchantService(database.db)),
      ...merchantUserHandlers(new MerchantUserService(database.db, { now: clock, sessions })),
      ...transactionHandlers(new TransactionService(database.db), mofa),
      ...mofaHandlers(mofa),
      ...preAuthHandlers(new PreAuthService(database.db, clock)),
      ...marketplaceHandlers(new MarketplaceService(database.db, clock)),
      ...dashboardHandlers(new DashboardService(database.db, clock)),
      ...advancedDashboardHandlers(new AdvancedDashboard(database.db)),
      ...mailHandlers(mail),
      ...reportHandlers(reports),
      ...bookingHandlers(bookings),
      ...preferenceHandlers(new PreferenceService(database.db)),
    },
    {
      auditRefusal: (request, { action, target, reason }) =>
        recordAudit(database.db, requestContext(request), {
          action,
          outcome: 'failure',
          actorUserId: request.auth?.userId ?? null,
          actorUsername: request.auth?.username ?? null,
          targetUsername: target,
          merchantCode: request.auth?.merchantCode ?? null,
          details: { reason },
        }),
    },
  );
  await registerSpa(app, config);

  app.addHook('onReady', () => auth.ensureWebClient());
  app.addHook('onReady', () => jobs.start());
  app.addHook('onReady', () => reports.startWatch());
  database.reportConnectionErrors((error) =>
    app.log.warn({ err: error }, 'database connection lost; the pool opens a new one'),
  );
  app.addHook('onClose', async () => {
    await authFeed?.stop();
    await jobs.stop();
    reports.stopWatch();
    mail.close();
    await closePasswordStrengthWorkers();
    await database.close();
  });
  // Opened once the job queue has started, and closed before the database (onClose hooks run newest first).
  registerMetricsListener(app, metrics, config);
  return app;
}
