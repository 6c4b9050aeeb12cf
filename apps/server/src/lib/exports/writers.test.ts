// The file writers end one file, and nothing else, when the download goes away mid-file or the rows stop
// coming (a dropped database connection): the promise rejects and nothing is left unhandled (vitest fails a
// run on an unhandled rejection or an uncaught 'error').
import { PassThrough, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { ColumnSpec } from '@merchant-portal/contracts/transaction-columns';
import { writeCsv } from './csv.js';
import { writePdf } from './pdf.js';
import { writeXlsx } from './xlsx.js';

const columns: ColumnSpec<string>[] = [
  { field: 'ref', headerName: 'Reference', kind: 'text', width: 150 },
  { field: 'amount', headerName: 'Amount', kind: 'amount', width: 120 },
];

const batch = () =>
  Array.from({ length: 500 }, (_, index) => ({ ref: `REF-${index}-${'x'.repeat(40)}`, amount: index }));

/** Endless batches, each a turn of the event loop away as a database read is; `onBatch` runs before each. */
async function* rowsWith(onBatch: (n: number) => void) {
  for (let n = 0; ; n += 1) {
    await nextTurn();
    onBatch(n);
    yield batch();
  }
}

const writers: Record<string, (stream: Writable, rows: AsyncIterable<readonly object[]>) => Promise<void>> = {
  pdf: (stream, rows) => writePdf(stream, { title: 'T', subtitle: ['S'], columns, rows, emptyText: 'none' }),
  xlsx: (stream, rows) => writeXlsx(stream, { sheetName: 'T', columns, rows }),
  csv: (stream, rows) =>
    writeCsv(
      stream,
      columns.map((column) => ({
        header: column.headerName,
        value: (row: object) => String((row as Record<string, unknown>)[column.field]),
      })),
      rows,
    ),
};

/** Gives the event loop a few turns, so late 'error' events and rejections surface inside the test. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe.each(Object.keys(writers))('the %s writer', (kind) => {
  const write = writers[kind]!;

  it('rejects when the download is destroyed mid-file, and stops asking for rows', async () => {
    const output = new PassThrough();
    let received = 0;
    output.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > 20_000) output.destroy();
    });
    let batches = 0;
    await expect(
      write(
        output,
        rowsWith((n) => (batches = n)),
      ),
    ).rejects.toThrow();
    const asked = batches;
    await settle();
    expect(batches).toBe(asked);
    expect(output.destroyed).toBe(true);
  });

  it('rejects with the failure when the rows fail mid-file, and ends the download unfinished', async () => {
    const output = new PassThrough();
    output.resume();
    const failure = new Error('Connection terminated unexpectedly');
    const rows = rowsWith((n) => {
      if (n === 3) throw failure;
    });
    await expect(write(output, rows)).rejects.toBe(failure);
    await settle();
    expect(output.destroyed).toBe(true);
    expect(output.writableFinished).toBe(false);
  });
});
