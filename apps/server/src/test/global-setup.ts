// Once per test run, before any test file: the database template every harness clones, removed at the end.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { removeTemplate, type DatabaseTemplate } from './databases.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'src/test/build-template.ts'],
    { cwd: SERVER_DIR, env: process.env },
  );
  const template = JSON.parse(stdout) as DatabaseTemplate;
  project.provide('databaseTemplate', template);
  return () => removeTemplate(template, process.env.TEST_DATABASE_URL);
}
