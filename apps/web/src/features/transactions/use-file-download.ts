// One download at a time per toolbar: which file is being prepared (for the progress), and the spec's
// failure text when it fails (part 2 §8).
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';

export function useFileDownload<K extends string>(failureText: string) {
  const [preparing, setPreparing] = useState<K | null>(null);

  async function run(key: K, prepare: () => Promise<void>) {
    setPreparing(key);
    try {
      await prepare();
    } catch {
      enqueueSnackbar(failureText, { variant: 'error' });
    } finally {
      setPreparing(null);
    }
  }

  return { preparing, run };
}
