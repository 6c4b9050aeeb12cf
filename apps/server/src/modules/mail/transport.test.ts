// The file transport (no SMTP_URL): a message holds a merchant's and a user's details, so its file and the
// directory it lies in are the server's own, not readable by every account on the machine.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createMailer, mailDirectory } from './transport.js';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mp-eml-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

it('writes the .eml file 0600 in a directory created 0700', async () => {
  const config = loadConfig({ DATA_DIR: dataDir });
  const mailer = createMailer(config);
  await mailer.send({
    id: '00000000-0000-4000-8000-000000000001',
    to: { name: 'Reem Batayneh', address: 'reem@example.jo' },
    replyTo: null,
    subject: 'Apply Now',
    text: 'Username: zahran.admin@4000000101',
    html: null,
    createdAt: new Date('2026-03-01T09:30:00Z'),
  });
  mailer.close();

  const directory = mailDirectory(config);
  expect((await stat(directory)).mode & 0o777).toBe(0o700);
  const [file, ...others] = await readdir(directory);
  expect(others).toEqual([]);
  expect((await stat(path.join(directory, file!))).mode & 0o777).toBe(0o600);
});
