// The import inbox as the app runs it (issue "Run it at a bank"): its queue scheduled with its cron in Amman
// time, and a run of the queue loading the inbox's files and counting them in the metrics.
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness.js';
import { freePort } from '../test/server-process.js';
import { IMPORT_INBOX_QUEUE } from './import-inbox.js';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../../docs/examples');
const CRON = '0 3 1 1 *';

let h: Harness;
let inbox: string;
let metricsPort: number;

beforeAll(async () => {
  inbox = await mkdtemp(path.join(tmpdir(), 'merchant-portal-inbox-'));
  metricsPort = await freePort();
  h = await createHarness({
    IMPORT_INBOX_DIR: inbox,
    IMPORT_INBOX_CRON: CRON,
    METRICS_PORT: String(metricsPort),
    JOB_POLLING_INTERVAL_SECONDS: '0.5',
  });
}, 120_000);

afterAll(async () => {
  await h?.close();
  await rm(inbox, { recursive: true, force: true });
});

async function rows<T>(query: string): Promise<T[]> {
  const result = (await h.database.db.execute(sql.raw(query))) as { rows: T[] };
  return result.rows;
}

describe('the import inbox’s job', () => {
  it('is scheduled on its queue with its cron, in Amman time', async () => {
    expect(
      await rows(`select cron, timezone from pgboss.schedule where name = '${IMPORT_INBOX_QUEUE}'`),
    ).toEqual([{ cron: CRON, timezone: 'Asia/Amman' }]);
  });

  it(
    'loads the inbox when its queue runs, and counts each file by kind and outcome',
    { timeout: 120_000 },
    async () => {
      const examples = await readdir(EXAMPLES);
      for (const name of examples) await copyFile(path.join(EXAMPLES, name), path.join(inbox, name));
      await rows(`insert into pgboss.job (name, data) values ('${IMPORT_INBOX_QUEUE}', '{}')`);
      await expect
        .poll(async () => (await readdir(path.join(inbox, 'done')).catch(() => [])).length, {
          timeout: 60_000,
          interval: 250,
        })
        // Each file beside its report.
        .toBe(examples.length * 2);
      expect(
        await rows(`select count(*)::int as n from terminals where merchant_code = '4000000901'`),
      ).toEqual([{ n: 5 }]);
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      // One example file per kind, named after it: the demo's embassies and airports are the examples' too.
      for (const kind of examples.map((name) => name.split('.')[0])) {
        const outcome = kind === 'embassies' || kind === 'airports' ? 'unchanged' : 'loaded';
        expect(metrics).toContain(`imports_total{kind="${kind}",outcome="${outcome}"} 1`);
      }
    },
  );
});
