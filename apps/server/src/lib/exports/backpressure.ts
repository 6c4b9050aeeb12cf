import type { Writable } from 'node:stream';

/** A stream of the readable-stream 2.x line (inside ExcelJS's zip), which has no `writableNeedDrain`. */
type AnyWritable = Writable & { _writableState?: { needDrain?: boolean } };

/**
 * Waits until `stream` can take more, or `output` (the download) is gone, so a slow download or a slow
 * compressor never piles rows up in memory.
 */
export async function drained(stream: AnyWritable, output: Writable = stream): Promise<void> {
  const needsDrain = stream.writableNeedDrain ?? stream._writableState?.needDrain;
  if (!needsDrain || stream.destroyed || output.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      output.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    output.on('close', done);
  });
}
