// The import inbox (IMPORT_INBOX_DIR): the bank's transfer drops files into a folder and a job loads them, as
// `npm run import` would, in the kinds' order. A file is named `<kind>.csv`, `<kind>.jsonl` or with a label
// between, such as `terminals.2026-11-29.csv`; it must arrive whole, written under another name (one starting
// with '.', or ending in neither extension) and renamed into the inbox. Each file moves to processing/ while it
// loads, then to done/ or failed/ under the time it was taken, beside its report (`.report.json`). A process
// that dies mid-file leaves it in processing/, with its transaction rolled back: the next run loads it first.
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client.js';
import type { ImportOutcome } from '../../lib/metrics.js';
import { importFile, type ImportReport } from './import-file.js';
import { IMPORT_KINDS } from './kinds/index.js';
import { formatOf } from './records.js';

export const INBOX_FOLDERS = { processing: 'processing', done: 'done', failed: 'failed' } as const;

export interface InboxOptions {
  now: () => Date;
  /** Told of each file's outcome (the metrics' import counter). */
  counted: (kind: string, outcome: ImportOutcome) => void;
}

/** The kind a file name names (the part before its first '.'), if it is an import file at all. */
function kindOf(name: string) {
  if (name.startsWith('.') || !formatOf(name)) return null;
  return IMPORT_KINDS.find((kind) => kind.name === name.split('.')[0]) ?? null;
}

async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

/** Where a taken file goes: its folder, under the moment it was taken, so a daily file never overwrites. */
function destination(inbox: string, folder: string, name: string, at: Date): string {
  return path.join(inbox, folder, `${at.toISOString().replaceAll(':', '-')}-${name}`);
}

async function finish(inbox: string, name: string, report: unknown, failed: boolean, at: Date) {
  const target = destination(inbox, failed ? INBOX_FOLDERS.failed : INBOX_FOLDERS.done, name, at);
  await writeFile(`${target}.report.json`, `${JSON.stringify(report, null, 2)}\n`);
  await rename(path.join(inbox, INBOX_FOLDERS.processing, name), target);
}

/**
 * Loads what the inbox holds: first what a dead run left in processing/, then the new files, each kind after
 * the kinds it refers to. A file naming no kind goes to failed/ with a report saying so.
 */
export async function runInbox(db: Database, inbox: string, options: InboxOptions): Promise<ImportReport[]> {
  for (const folder of Object.values(INBOX_FOLDERS))
    await mkdir(path.join(inbox, folder), { recursive: true });
  const processing = path.join(inbox, INBOX_FOLDERS.processing);
  const left = new Set(await filesIn(processing));
  for (const name of await filesIn(inbox)) {
    // A file of the same name left by a dead run goes first; this one waits for the next run.
    if (name.startsWith('.') || !formatOf(name) || left.has(name)) continue;
    await rename(path.join(inbox, name), path.join(processing, name));
  }
  const taken = await filesIn(processing);
  const reports: ImportReport[] = [];
  for (const name of taken.filter((each) => !kindOf(each))) {
    const problem = { line: 0, field: null, message: 'names no kind of import file' };
    await finish(inbox, name, { file: name, outcome: 'refused', problems: [problem] }, true, options.now());
  }
  for (const kind of IMPORT_KINDS) {
    for (const name of taken.filter((each) => kindOf(each) === kind)) {
      let report: ImportReport;
      try {
        // Nobody reads a job's output: a new user's password must come in the file.
        report = await importFile(db, kind, path.join(processing, name), { issuePasswords: false });
      } catch (error) {
        // The database or the disk failed, not the file: it stays in processing/ for the job's retry.
        options.counted(kind.name, 'failed');
        throw error;
      }
      options.counted(kind.name, report.outcome);
      await finish(inbox, name, report, report.outcome === 'refused', options.now());
      reports.push(report);
    }
  }
  return reports;
}
