import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

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

/**
 * Pipes what `fill` writes into `source` on to `output`, and resolves once `output` has all of it. The
 * pipeline owns both streams' errors from the first byte: an abandoned download or a failed read ends this
 * one file (both streams destroyed, the promise rejected) and never surfaces as an unhandled rejection or
 * an 'error' without a listener.
 */
export async function writeThrough(
  source: Readable,
  output: Writable,
  fill: (outcome: Promise<void>) => Promise<void>,
): Promise<void> {
  const outcome = pipeline(source, output);
  // Handled now, awaited below: the download may fail while `fill` is still waiting for rows.
  outcome.catch(() => undefined);
  try {
    await fill(outcome);
  } catch (error) {
    source.destroy(error instanceof Error ? error : new Error(String(error)));
    await outcome.catch(() => undefined);
    throw error;
  }
  await outcome;
}
