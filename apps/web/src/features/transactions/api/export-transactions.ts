// The whole filtered set as a file (spec part 2 §7: maxCount = the total, offset 0), saved under the name
// the server gives it. The body carries the screen's search text, amount range and order, and the columns the
// grid shows, so the file holds the rows the grid shows, in the grid's order, under the grid's columns.
import type { ExportFormat } from '@merchant-portal/contracts/schemas/transactions';
import { downloadFile } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import { SCREEN_CALLS, searchBody, type TransactionsSearch } from './get-transactions';

export async function exportTransactions(
  search: Omit<TransactionsSearch, 'maxCount' | 'offset'> & { columns: readonly string[] },
  totalElements: number,
  format: ExportFormat,
): Promise<void> {
  const file = await downloadFile(SCREEN_CALLS[search.screen].file, {
    params: { format },
    query: { currency: search.filter.currency },
    body: { ...searchBody({ ...search, maxCount: totalElements, offset: 0 }), columns: [...search.columns] },
  });
  saveFile(file.blob, file.fileName);
}
