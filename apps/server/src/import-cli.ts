// `npm run import -- <kind> <file>` loads one file of the bank's data; `npm run import -- <folder>` loads the
// folder's `<kind>.csv` / `<kind>.jsonl` files in the kinds' order (docs/import.md). It opens the configured
// database as the server does (DATABASE_URL, else the embedded one in DATA_DIR, which only one process may
// hold: stop the server first) and brings its schema up to date. Exit status: 0 when every file loaded or
// changed nothing, 1 when one was refused or a file was not taken, 2 when the command itself is wrong.
import { stat } from 'node:fs/promises';
import { loadConfig } from './config.js';
import { prepareDatabase } from './db/bootstrap.js';
import type { Database } from './db/client.js';
import { importFile, type ImportReport } from './modules/import/import-file.js';
import { importFolder } from './modules/import/import-folder.js';
import { IMPORT_KINDS, importKind } from './modules/import/kinds/index.js';

const USAGE = `Usage: npm run import -- <kind> <file>   or   npm run import -- <folder>
Kinds: ${IMPORT_KINDS.map((kind) => kind.name).join(', ')}`;

/** Someone reads this output: a new user without a password in the file gets one, shown here once. */
const ISSUE = { issuePasswords: true };

function describe(report: ImportReport): string[] {
  const records = `${report.records} record${report.records === 1 ? '' : 's'}`;
  if (report.outcome !== 'refused' && report.counts) {
    const { added, updated, unchanged } = report.counts;
    const what = report.outcome === 'unchanged' ? 'nothing new' : `${added} added, ${updated} updated`;
    const lines = [`${report.file} (${report.kind}): ${records}, ${what}, ${unchanged} already stored`];
    if (report.issuedPasswords.length > 0) {
      lines.push('  One-time passwords, shown only now (each must be changed at the first sign-in):');
      for (const { username, password } of report.issuedPasswords) lines.push(`  ${username}  ${password}`);
    }
    return lines;
  }
  const lines = [`${report.file} (${report.kind}): refused, nothing loaded`];
  for (const { line, field, message } of report.problems) {
    const where = line > 0 ? `line ${line}` : 'the file';
    lines.push(`  ${where}${field ? `, ${field}` : ''}: ${message}`);
  }
  if (report.moreProblems > 0) lines.push(`  … and ${report.moreProblems} more problems`);
  return lines;
}

async function run(db: Database, args: string[]): Promise<number> {
  if (args.length === 1) {
    const { reports, ignored, skipped } = await importFolder(db, args[0] as string, ISSUE);
    for (const report of reports) console.warn(describe(report).join('\n'));
    for (const { file, reason } of ignored) console.warn(`${file}: not taken, it ${reason}`);
    for (const file of skipped) console.warn(`${file}: not loaded, an earlier file was refused`);
    if (reports.length === 0) console.warn('The folder holds no import file.');
    const clean = reports.length > 0 && reports.every((report) => report.outcome !== 'refused');
    return clean && ignored.length === 0 && skipped.length === 0 ? 0 : 1;
  }
  const kind = importKind(args[0] as string);
  if (!kind) {
    console.error(`No kind '${args[0]}'.\n${USAGE}`);
    return 2;
  }
  const report = await importFile(db, kind, args[1] as string, ISSUE);
  console.warn(describe(report).join('\n'));
  return report.outcome === 'refused' ? 1 : 0;
}

const args = process.argv.slice(2);
const target = args.at(-1);
const isFolder =
  args.length === 1 && target !== undefined && (await stat(target).catch(() => null))?.isDirectory();
const isFile = args.length === 2 && target !== undefined && (await stat(target).catch(() => null))?.isFile();
if (!isFolder && !isFile) {
  console.error(target && args.length <= 2 ? `Not found: ${target}\n${USAGE}` : USAGE);
  process.exit(2);
}
const database = await prepareDatabase(loadConfig());
try {
  process.exitCode = await run(database.db, args);
} finally {
  await database.close();
}
