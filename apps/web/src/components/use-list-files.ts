// The toolbar files of a list screen: one download at a time, the spec's failure text when it fails
// (part 2 §8), and what an export of an empty result says instead.
import { MESSAGES } from '@merchant-portal/contracts/messages';
import type { ExportFormat } from '@merchant-portal/contracts/schemas/transactions';
import { useFileDownload } from '../lib/use-file-download';
import type { ListFiles } from './list-panel';

export function useListFiles(
  labels: ListFiles['labels'],
  noneText: string,
  prepare: (format: ExportFormat) => Promise<void>,
): ListFiles {
  const files = useFileDownload<ExportFormat>(MESSAGES.downloadFailed);
  return {
    labels,
    preparing: files.preparing,
    onExport: (format) => void files.run(format, () => prepare(format)),
    noneText,
  };
}
