// One download at a time per toolbar: which file is being prepared (for the progress), and the spec's
// failure text when it fails (part 2 §8) — unless the server is busy with files (429), which it explains.
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { isHttpError } from './http';
import { translateText } from './i18n';

export function useFileDownload<K extends string>(failureText: string) {
  const [preparing, setPreparing] = useState<K | null>(null);

  async function run(key: K, prepare: () => Promise<void>) {
    setPreparing(key);
    try {
      await prepare();
    } catch (error) {
      const isBusy = isHttpError(error) && error.status === 429 && Boolean(error.message);
      enqueueSnackbar(translateText(isBusy ? error.message : failureText), {
        variant: isBusy ? 'warning' : 'error',
      });
    } finally {
      setPreparing(null);
    }
  }

  return { preparing, run };
}
