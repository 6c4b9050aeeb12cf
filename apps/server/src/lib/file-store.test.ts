import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { DirectoryFileStore } from './file-store.js';

describe('the directory file store', () => {
  const directories: string[] = [];
  const storeIn = async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'file-store-'));
    directories.push(directory);
    return { directory, store: new DirectoryFileStore(directory) };
  };
  afterAll(() =>
    Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true }))),
  );

  it('writes files only its own user can read or write (0600), whatever the umask allows', async () => {
    const { directory, store } = await storeIn();
    const { sizeBytes } = await store.write('report.xlsx', (stream) =>
      pipeline(Readable.from(['whole']), stream),
    );
    expect(sizeBytes).toBe(5);
    const file = path.join(directory, 'report.xlsx');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toBe('whole');
  });

  it('leaves nothing under the name when the fill fails mid-way', async () => {
    const { directory, store } = await storeIn();
    const failure = new Error('Connection terminated unexpectedly');
    const fill = async (stream: NodeJS.WritableStream) => {
      stream.write('half');
      throw failure;
    };
    await expect(store.write('report.xlsx', fill)).rejects.toBe(failure);
    expect(await readdir(directory)).toEqual([]);
  });
});
