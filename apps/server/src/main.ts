// config → the demo snapshot into an empty data directory → database → migrate → demo seed if empty and
// rolled forward → listen; graceful shutdown on SIGTERM/SIGINT. A job process (PROCESS_ROLE=jobs) lowers its
// own CPU priority first.
import { setPriority } from 'node:os';
import { dayFromIso, formatDay } from '@merchant-portal/contracts/dates';
import { formatCount } from '@merchant-portal/contracts/format';
import { loadConfig } from './config.js';
import { prepareDatabase } from './db/bootstrap.js';
import { refuseDemoUsersInProduction } from './production-check.js';
import { buildApp } from './app.js';
import type { DemoProgress, PrepareDemoData, RestoreDemoSnapshot } from './ingest.js';
import { requestScope } from './lib/request-scope.js';
import { databaseText, startBanner } from './start-banner.js';

const config = loadConfig();
/** A person at a terminal sees the demo's first load go by, a line every few seconds. */
const progressOnTerminal = process.stdout.isTTY
  ? ({ months, ofMonths, transactions }: DemoProgress) =>
      process.stdout.write(
        `Loading demo data: ${months} of ${ofMonths} months, ${formatCount(transactions)} card transactions\n`,
      )
  : undefined;
// A job process yields the CPU to the API processes and the database it shares a machine with.
if (config.PROCESS_ROLE === 'jobs') setPriority(config.JOBS_NICE);
/** What a person at a terminal is told as the start goes; a log collector gets the JSON lines alone. */
const tell = (line: string) => {
  if (process.stdout.isTTY) process.stdout.write(`${line}\n`);
};
// The generator is a package of its own, loaded only for demo data (never in production). Its name is held in
// a variable: the server builds before it, so its types come from the contract in ingest.ts.
const demoBootstrap = '@merchant-portal/demo/bootstrap';
const demo =
  config.DEMO_DATA === 'none'
    ? null
    : ((await import(demoBootstrap)) as {
        prepareDemoData: PrepareDemoData;
        restoreDemoSnapshot: RestoreDemoSnapshot;
      });
tell(`Preparing the database: ${databaseText(config)}`);
if (demo && !config.DATABASE_URL) {
  const restore = await demo.restoreDemoSnapshot(config.DATA_DIR, config);
  if (restore.restored) {
    tell(`Copied in the demo database made at build time for ${formatDay(dayFromIso(restore.madeFor))}`);
  } else if (restore.why !== null) tell(`Demo snapshot not used (${restore.why}): loading the demo data`);
}
const database = await prepareDatabase(config);
if (demo) {
  // Seeded "if empty": one process at a time, or two starting together would both find it empty.
  await database.exclusively(() =>
    demo.prepareDemoData(database.db, config, { onProgress: progressOnTerminal }),
  );
}
await refuseDemoUsersInProduction(database.db, config);
const app = await buildApp({ config, database });

// A failure nothing awaited is a defect we did not foresee: logged with the request it happened under, and
// the process ends non-zero rather than run on in a state nobody reasoned about.
for (const event of ['unhandledRejection', 'uncaughtException'] as const) {
  process.on(event, (error: unknown) => {
    app.log.fatal({ err: error, event, requestId: requestScope.getStore()?.requestId }, 'unhandled failure');
    process.exit(1);
  });
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
// A person at a terminal is told where to go (the port is the one bound, PORT=0 included); a log collector (no
// terminal) gets the JSON lines alone.
if (process.stdout.isTTY) {
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.PORT;
  process.stdout.write(startBanner({ ...config, PORT: port }));
}
