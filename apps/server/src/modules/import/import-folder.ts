// A folder of import files, `<kind>.csv` or `<kind>.jsonl`, loaded in the kinds' order (each after the
// kinds its rows refer to). The first refused file stops the folder: the files after it may refer to its rows.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client.js';
import { importFile, type ImportOptions, type ImportReport } from './import-file.js';
import { IMPORT_KINDS } from './kinds/index.js';
import { formatOf } from './records.js';

export interface FolderReport {
  reports: ImportReport[];
  /** Files the folder holds that name no kind, or a kind twice (in both formats). */
  ignored: { file: string; reason: string }[];
  /** Kinds not loaded because an earlier file was refused. */
  skipped: string[];
}

export async function importFolder(
  db: Database,
  folder: string,
  options: ImportOptions,
): Promise<FolderReport> {
  const files = (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isFile());
  const byKind = new Map<string, string>();
  const ignored: FolderReport['ignored'] = [];
  for (const { name } of files) {
    const kind = IMPORT_KINDS.find((candidate) => candidate.name === path.parse(name).name);
    if (!kind || !formatOf(name)) {
      ignored.push({ file: name, reason: 'names no kind of import file' });
    } else if (byKind.has(kind.name)) {
      ignored.push({ file: name, reason: `is a second ${kind.name} file` });
    } else {
      byKind.set(kind.name, name);
    }
  }
  const reports: ImportReport[] = [];
  const skipped: string[] = [];
  for (const kind of IMPORT_KINDS) {
    const file = byKind.get(kind.name);
    if (!file) continue;
    if (reports.some((report) => report.outcome === 'refused')) {
      skipped.push(file);
      continue;
    }
    reports.push(await importFile(db, kind, path.join(folder, file), options));
  }
  return { reports, ignored, skipped };
}
