// The import of the bank's own files (issue "Run it at a bank"), on an empty database of the pass's kind:
// the example files load, a second load adds nothing, a file with one bad line loads nothing and names the
// line and the column, and the rows the database refuses (an unknown merchant) roll the whole file back.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { STANDARD_GROUPS } from '@merchant-portal/contracts/groups';
import { describe, expect, it } from 'vitest';
import { importDoc } from './import-doc.js';
import { importFile } from './import-file.js';
import { importFolder } from './import-folder.js';
import { IMPORT_KINDS } from './kinds/index.js';
import { CLI, EXAMPLES, emptyImportDatabase, kindNamed as kind } from './test-support.js';

const database = emptyImportDatabase();
const count = (table: string) => database.count(table);
const file = (name: string, text: string) => database.file(name, text);

describe('the import of the bank’s files', () => {
  it('loads the example folder into an empty database, in the kinds’ order', async () => {
    const { reports, ignored, skipped } = await importFolder(database.db, EXAMPLES, CLI);
    expect(ignored).toEqual([]);
    expect(skipped).toEqual([]);
    expect(reports.map(({ kind: name, outcome, counts }) => [name, outcome, counts])).toEqual([
      ['merchants', 'loaded', { added: 3, updated: 0, unchanged: 0 }],
      ['branches', 'loaded', { added: 5, updated: 0, unchanged: 0 }],
      ['terminals', 'loaded', { added: 7, updated: 0, unchanged: 0 }],
      ['embassies', 'loaded', { added: 8, updated: 0, unchanged: 0 }],
      ['users', 'loaded', { added: 6, updated: 0, unchanged: 0 }],
      ['airports', 'loaded', { added: 8, updated: 0, unchanged: 0 }],
      ['transactions', 'loaded', { added: 644, updated: 0, unchanged: 0 }],
      ['pre-auth', 'loaded', { added: 13, updated: 0, unchanged: 0 }],
      ['marketplace-orders', 'loaded', { added: 49, updated: 0, unchanged: 0 }],
      ['mofa-payments', 'loaded', { added: 47, updated: 0, unchanged: 0 }],
      ['bookings', 'loaded', { added: 45, updated: 0, unchanged: 0 }],
    ]);
    expect(await count('merchant_charge_rates')).toBe(6);
    // Every merchant's administrators may grant the standard groups, and these the groups the bank allowed:
    // the marketplace's reports, embassy fees, the booking maker's and the checker's.
    expect(await count('merchant_allowed_groups')).toBe(3 * STANDARD_GROUPS.length + 4);
  });

  it('adds nothing when the same folder is loaded again, and says so', async () => {
    const { reports } = await importFolder(database.db, EXAMPLES, CLI);
    expect(reports.map(({ outcome, counts }) => [outcome, counts])).toEqual([
      ['unchanged', { added: 0, updated: 0, unchanged: 3 }],
      ['unchanged', { added: 0, updated: 0, unchanged: 5 }],
      ['unchanged', { added: 0, updated: 0, unchanged: 7 }],
      ['unchanged', { added: 0, updated: 0, unchanged: 8 }],
      ['unchanged', { added: 0, updated: 0, unchanged: 6 }],
      ['unchanged', { added: 0, updated: 0, unchanged: 8 }],
      ['unchanged', { added: 0, updated: 0, unchanged: 644 }],
      ['unchanged', { added: 0, updated: 0, unchanged: 13 }],
      ['unchanged', { added: 0, updated: 0, unchanged: 49 }],
      ['unchanged', { added: 0, updated: 0, unchanged: 47 }],
      ['unchanged', { added: 0, updated: 0, unchanged: 45 }],
    ]);
    expect([await count('merchants'), await count('branches'), await count('terminals')]).toEqual([3, 5, 7]);
  });

  it('updates a stored record whose values changed, and only that one', async () => {
    const at = await file(
      'branches.csv',
      'branchId,merchantCode,branchName,city\n090101,4000000901,Rainbow Street,Amman\n' +
        '090102,4000000901,Abdoun Mall (closed),Amman\n',
    );
    const report = await importFile(database.db, kind('branches'), at, CLI);
    expect(report).toMatchObject({ outcome: 'loaded', counts: { added: 0, updated: 1, unchanged: 1 } });
    expect(await database.rows(`select branch_name from branches where branch_id = '090102'`)).toEqual([
      { branch_name: 'Abdoun Mall (closed)' },
    ]);
  });

  it('refuses a file with one bad line, names the line and the column, and loads none of it', async () => {
    const at = await file(
      'terminals.csv',
      'terminalId,branchId,merchantCode,status\n09010103,090101,4000000901,ACTIVE\n' +
        '09010104,090101,4000000901,BROKEN\n09010105,090101,4000000901,ACTIVE\n',
    );
    const report = await importFile(database.db, kind('terminals'), at, CLI);
    expect(report).toMatchObject({
      outcome: 'refused',
      problems: [{ line: 3, field: 'status', message: 'must be one of ACTIVE, INACTIVE' }],
    });
    expect(await count('terminals')).toBe(7);
  });

  it('refuses a file whose rows refer to what is not stored, naming each line, and rolls it all back', async () => {
    const at = await file(
      'terminals.jsonl',
      [
        { terminalId: '09010106', branchId: '090101', merchantCode: '4000000901', status: 'ACTIVE' },
        { terminalId: '09010107', branchId: '999999', merchantCode: '4000000901', status: 'ACTIVE' },
        { terminalId: '09010108', branchId: '090101', merchantCode: '4000000999', status: 'ACTIVE' },
      ]
        .map((record) => JSON.stringify(record))
        .join('\n'),
    );
    const report = await importFile(database.db, kind('terminals'), at, CLI);
    expect(report.outcome).toBe('refused');
    expect(report.problems).toEqual([
      { line: 2, field: 'branchId', message: 'names no branch stored' },
      { line: 3, field: 'merchantCode', message: 'is not the merchant of branch 090101' },
    ]);
    expect(await count('terminals')).toBe(7);
  });

  it('refuses a key the file holds twice', async () => {
    const at = await file(
      'branches.csv',
      'branchId,merchantCode,branchName,city\n090104,4000000901,Mecca Mall,Amman\n' +
        '090104,4000000901,Mecca Mall 2,Amman\n',
    );
    const report = await importFile(database.db, kind('branches'), at, CLI);
    expect(report.problems).toEqual([
      { line: 3, field: 'branchId', message: 'is already on line 2 of this file' },
    ]);
    expect(await count('branches')).toBe(5);
  });

  it('names a CSV header’s unknown and missing columns once, on line 1', async () => {
    const at = await file(
      'branches.csv',
      'branchId,merchantCode,branchNmae,city\n090105,4000000901,X,Amman\n',
    );
    const report = await importFile(database.db, kind('branches'), at, CLI);
    expect(report.problems).toEqual([
      { line: 1, field: 'branchNmae', message: 'is not a column of this kind' },
      { line: 1, field: 'branchName', message: 'is a required column the header lacks' },
    ]);
  });

  it('refuses what is not a CSV or JSON Lines file, or not readable as one', async () => {
    const text = await importFile(database.db, kind('branches'), await file('branches.txt', 'x'), CLI);
    expect(text.problems).toEqual([{ line: 0, field: null, message: 'must be a .csv or a .jsonl file' }]);
    const json = await importFile(
      database.db,
      kind('branches'),
      await file('branches.jsonl', '{"branchId":\n'),
      CLI,
    );
    expect(json.problems).toEqual([{ line: 1, field: null, message: 'is not valid JSON' }]);
    const csv = await importFile(
      database.db,
      kind('branches'),
      await file('bad.csv', 'branchId,merchantCode,branchName,city\n"090106,4000000901,X,Amman\n'),
      CLI,
    );
    expect(csv.outcome).toBe('refused');
    expect(csv.problems[0]?.line).toBeGreaterThan(0);
  });

  it('lists at most 100 problems and counts the rest', async () => {
    const lines = Array.from(
      { length: 150 },
      (_, n) => `0902${String(n).padStart(3, '0')},4000000901,,Amman`,
    );
    const at = await file('branches.csv', `branchId,merchantCode,branchName,city\n${lines.join('\n')}\n`);
    const report = await importFile(database.db, kind('branches'), at, CLI);
    expect(report.problems).toHaveLength(100);
    expect(report.moreProblems).toBe(50);
    expect(report.problems[0]).toEqual({ line: 2, field: 'branchName', message: 'is required' });
  });

  it('orders the kinds after those they refer to', () => {
    const seen = new Set<string>();
    for (const each of IMPORT_KINDS) {
      for (const before of each.after) expect(seen.has(before), `${each.name} after ${before}`).toBe(true);
      seen.add(each.name);
    }
  });
});

describe('docs/import.md', () => {
  it('lists every kind’s columns as its schema checks them (npm run docs:import writes it)', async () => {
    const written = await readFile(path.resolve(EXAMPLES, '../import.md'), 'utf8');
    expect(written).toBe(importDoc());
  });

  it('has an example file for every kind', async () => {
    const examples = await readdir(EXAMPLES);
    expect(IMPORT_KINDS.filter((each) => !examples.some((name) => name.startsWith(`${each.name}.`)))).toEqual(
      [],
    );
  });
});
