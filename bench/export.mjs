// One export through the server's own code path (keyset reads → streamed xlsx or PDF), written to a file,
// for timing and peak memory under /usr/bin/time -v. The rows are the large merchant's PoS transactions,
// newest first, taken from as many days as it takes to reach the row count (the one-month rule of the
// screen is the API's; the writers and the reads do not depend on it).
// Usage: [DATABASE_URL=postgres://…] [DATA_DIR=…] /usr/bin/time -v node bench/export.mjs <rows> <excel|pdf> [en|ar]
import { createWriteStream, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../apps/server/dist');
const { openDatabase } = await import(`${dist}/db/client.js`);
// The service's batches: the rows as the screen and the files read them (the repository's are raw).
const { transactionBatches } = await import(`${dist}/modules/transactions/service.js`);
const { writeXlsx } = await import(`${dist}/lib/exports/xlsx.js`);
const { writePdf } = await import(`${dist}/lib/exports/pdf.js`);
const { transactionColumns } = await import('@merchant-portal/contracts/transaction-columns');

const rows = Number(process.argv[2] ?? 100_000);
const format = process.argv[3] ?? 'excel';
const language = process.argv[4] ?? 'en';
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? path.resolve(import.meta.dirname, '../apps/server/data'),
});

const scope = {
  merchant: { merchantCode: '4000000101', merchantName: 'Zahran Hypermarkets' },
  branchIds: null,
  currency: '',
};
const filter = {
  transactionName: 'P',
  fromDate: '01-01-2000',
  toDate: '31-12-2099',
  cardType: 'All',
  methodType: 'All',
  category: 'ALL',
};

async function* firstRows(limit) {
  let left = limit;
  for await (const batch of transactionBatches(database.db, scope, filter)) {
    if (batch.length >= left) {
      yield batch.slice(0, left);
      return;
    }
    left -= batch.length;
    yield batch;
  }
}

let written = 0;
async function* counted() {
  for await (const batch of firstRows(rows)) {
    written += batch.length;
    yield batch;
  }
}

const target = path.join(tmpdir(), `bench-export.${format === 'pdf' ? 'pdf' : 'xlsx'}`);
const stream = createWriteStream(target);
const columns = transactionColumns('P', '4000000101', []);
const started = performance.now();
if (format === 'pdf') {
  await writePdf(stream, {
    title: 'Transactions',
    subtitle: ['bench'],
    columns,
    rows: counted(),
    emptyText: '-',
    language,
  });
} else {
  await writeXlsx(stream, { sheetName: 'Transactions', columns, rows: counted(), language });
}
const seconds = (performance.now() - started) / 1000;
await database.close();
if (written < rows) throw new Error(`only ${written} rows in the database, ${rows} asked`);
console.log(
  JSON.stringify({
    format,
    language,
    rows: written,
    seconds: Number(seconds.toFixed(2)),
    rowsPerSecond: Math.round(written / seconds),
    megabytes: Number((statSync(target).size / 1e6).toFixed(1)),
  }),
);
