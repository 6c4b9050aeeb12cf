// The card transactions import against the demo's own bulk load, on PostgreSQL: N rows seeded into a fresh
// database by the generator (its rows/s), the same rows written out as an import file, then that file
// imported into another fresh database of the same demo merchants (rows/s and peak RSS, by /usr/bin/time -v),
// and a file of its first 100,000 rows the same way, to show the memory does not grow with the file.
// Usage: node bench/import.mjs [rows=1000000] [admin URL=postgres://postgres@127.0.0.1:5432/postgres]
// Needs the build (npm run build), psql and /usr/bin/time.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const rows = Number(process.argv[2] ?? 1_000_000);
const adminUrl = process.argv[3] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'bench-import-'));
const urlOf = (name) => `${adminUrl.slice(0, adminUrl.lastIndexOf('/'))}/${name}`;
const psql = (url, command) =>
  execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAtc', command], { encoding: 'utf8' }).trim();

function freshDatabase(name) {
  psql(adminUrl, `drop database if exists ${name} with (force)`);
  psql(adminUrl, `create database ${name}`);
  return urlOf(name);
}

/** Runs a node script under /usr/bin/time -v: its wall time, peak RSS and standard error. */
function timed(script, args, env) {
  const started = performance.now();
  const run = spawnSync('/usr/bin/time', ['-v', process.execPath, script, ...args], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`${script} failed:\n${run.stderr}`);
  const rssKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)?.[1]);
  return { seconds, rssMb: Math.round(rssKb / 1024), stderr: run.stderr };
}

const seedCli = path.join(root, 'packages/demo/dist/seed-cli.js');
const importCli = path.join(root, 'apps/server/dist/import-cli.js');

// 1. The generator's bulk load: the small demo first, then N rows on top, timed alone (the figure it prints).
const seeded = freshDatabase('bench_import_seed');
timed(seedCli, [], { DATABASE_URL: seeded, DEMO_DATA: 'small' });
const lastDemoId = psql(seeded, 'select max(id) from card_transactions');
const seed = timed(seedCli, ['--transactions', String(rows)], { DATABASE_URL: seeded, DEMO_DATA: 'small' });
const seedRate = Number(/\((\d+) rows\/s\)/.exec(seed.stderr)?.[1]);

// 2. The same rows as the bank would send them.
const file = path.join(work, 'transactions.csv');
const columns = `source, merchant_code as "merchantCode", branch_id as "branchId", terminal_id as "terminalId",
  to_char(transaction_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "transactionAt",
  business_date as "businessDate", deposit_date as "depositDate", transaction_type as "transactionType",
  merchant_ref as "merchantRef", masked_pan as "cardNumber", card_token as "cardToken",
  tran_payment_method as "paymentMethod", amount, fixed_amount as "fixedAmount",
  mdr_percentage as "mdrPercentage", mdr_amount as "mdrAmount", net_amount as "netAmount", currency,
  card_scheme as "cardScheme", card_kind as "cardKind", locality, case when is_bank_customer then 'true' else 'false' end as "isBankCustomer",
  category, qr_transaction_id as "qrTransactionId", bill_number as "billNumber", bnpl_txn as "bnplTxn",
  bnpl_mdr_value as "bnplMdrValue", bnpl_amount as "bnplAmount", bnpl_mdr_amount as "bnplMdrAmount",
  dcc_type as "dccType", dcc_share as "dccShare", auth_code as "authCode", rrn`;
execFileSync('psql', [
  seeded,
  '-qc',
  `\\copy (select ${columns.replaceAll('\n', ' ')} from card_transactions where id > ${lastDemoId} order by id) to '${file}' csv header`,
]);
// Streamed by head and wc: a file of a few million rows is longer than a string may be.
const small = path.join(work, 'small', 'transactions.csv');
execFileSync('mkdir', ['-p', path.dirname(small)]);
execFileSync('sh', ['-c', `head -n 100001 "$0" > "$1"`, file, small]);
const written = Number(execFileSync('wc', ['-l', file], { encoding: 'utf8' }).trim().split(/\s+/)[0]) - 1;

// 3. The import of each file into a fresh database holding the same small demo.
function importInto(name, at) {
  const target = freshDatabase(name);
  timed(seedCli, [], { DATABASE_URL: target, DEMO_DATA: 'small' });
  return timed(importCli, ['transactions', at], { DATABASE_URL: target });
}
const whole = importInto('bench_import_target', file);
const part = importInto('bench_import_small', small);
for (const name of ['bench_import_seed', 'bench_import_target', 'bench_import_small']) {
  psql(adminUrl, `drop database if exists ${name} with (force)`);
}
rmSync(work, { recursive: true, force: true });

const importRate = Math.round(written / whole.seconds);
console.log(`rows: ${written}`);
console.log(`seed (generator's bulk load): ${seedRate} rows/s`);
console.log(
  `import of ${written} rows: ${whole.seconds.toFixed(1)} s, ${importRate} rows/s ` +
    `(${Math.round((importRate / seedRate) * 100)} % of the seed's), peak RSS ${whole.rssMb} MB`,
);
console.log(`import of 100000 rows: ${part.seconds.toFixed(1)} s, peak RSS ${part.rssMb} MB`);
