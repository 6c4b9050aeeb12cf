// POST …/generate/{pdf|excel}: the whole filtered set as a file (spec part 2 §7: maxCount = the total,
// offset 0), saved under the spec's file name.
import {
  modeeFileName,
  transactionFileName,
  type ExportFormat,
} from '@merchant-portal/contracts/schemas/transactions';
import { download } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import { SCREEN_PATHS, searchBody, type TransactionsSearch } from './get-transactions';

export function exportFileName(search: Pick<TransactionsSearch, 'screen' | 'filter'>, format: ExportFormat) {
  return search.screen === 'modee'
    ? modeeFileName(search.filter, format)
    : transactionFileName(search.filter, format);
}

export async function exportTransactions(
  search: Omit<TransactionsSearch, 'maxCount' | 'offset'>,
  totalElements: number,
  format: ExportFormat,
): Promise<void> {
  const blob = await download({
    method: 'POST',
    path: `${SCREEN_PATHS[search.screen]}/generate/${format}`,
    service: `${search.screen}-${format}`,
    query: { currency: search.filter.currency },
    json: searchBody({ ...search, maxCount: totalElements, offset: 0 }),
  });
  saveFile(blob, exportFileName(search, format));
}
