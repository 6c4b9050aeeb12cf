// Where written files (report files) live, behind one small interface: a directory by default
// (`DATA_DIR/files`); another store (an S3-compatible one) needs only these three operations.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

export interface FileStore {
  /**
   * Writes the file `name` with `fill`: readers see no file or the whole of it, never a part, and a write
   * that fails or is cut short leaves nothing under the name. Writing a name again replaces the file.
   */
  write(name: string, fill: (stream: Writable) => Promise<void>): Promise<{ sizeBytes: number }>;
  /** The file's content, or null when there is no such file. */
  read(name: string): Promise<Readable | null>;
  /** Removes the file (nothing happens when there is none). */
  remove(name: string): Promise<void>;
}

const PARTIAL = '.partial-';

/** Names as given are file names in one directory: nothing that could leave it. */
function checkedName(name: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) || name.includes(PARTIAL)) {
    throw new Error(`not a file name: ${name}`);
  }
  return name;
}

/**
 * Files in one directory. A file is written beside its name and renamed over it once complete (rename is
 * atomic on one file system); what a process killed mid-write left behind is removed by the next write of
 * the same name.
 */
export class DirectoryFileStore implements FileStore {
  private ready: Promise<unknown> | null = null;

  constructor(private readonly directory: string) {}

  private pathOf(name: string): string {
    return path.join(this.directory, checkedName(name));
  }

  private async removeLeftovers(name: string): Promise<void> {
    const prefix = `${name}${PARTIAL}`;
    const entries = await readdir(this.directory);
    await Promise.all(
      entries
        .filter((entry) => entry.startsWith(prefix))
        .map((entry) => rm(path.join(this.directory, entry), { force: true })),
    );
  }

  async write(name: string, fill: (stream: Writable) => Promise<void>): Promise<{ sizeBytes: number }> {
    const target = this.pathOf(name);
    this.ready ??= mkdir(this.directory, { recursive: true });
    await this.ready;
    await this.removeLeftovers(name);
    const partial = `${target}${PARTIAL}${randomUUID()}`;
    // Only the server's own user may read the files: they hold merchants' transactions. (rename keeps the mode.)
    const stream = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    try {
      await fill(stream);
      if (!stream.writableEnded) stream.end();
      await finished(stream);
      await rename(partial, target);
    } catch (error) {
      // A fill that fails at once can beat the file's open: wait for the stream to close, or the open would
      // create the partial file after it was removed.
      stream.destroy();
      if (!stream.closed) await once(stream, 'close');
      await rm(partial, { force: true });
      throw error;
    }
    return { sizeBytes: (await stat(target)).size };
  }

  async read(name: string): Promise<Readable | null> {
    const file = this.pathOf(name);
    try {
      await stat(file);
    } catch {
      return null;
    }
    return createReadStream(file);
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }
}
