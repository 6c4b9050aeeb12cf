// The whole filtered MOFA set as a PDF or Excel file (spec part 2 §7: maxCount = the total, offset 0) with the
// columns the grid shows, saved under the name the server gives it (MOFA_TRANSACTIONS_FROM-…_TO-….pdf|xlsx).
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { ExportFormat } from '@merchant-portal/contracts/schemas/transactions';
import { downloadFile } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import { MOFA_CURRENCY, mofaSearchBody, type MofaSearch } from './get-mofa-transactions';

export async function exportMofaTransactions(
  search: MofaSearch,
  columns: readonly string[],
  totalElements: number,
  format: ExportFormat,
): Promise<void> {
  const file = await downloadFile(ENDPOINTS.mofaFile, {
    params: { format },
    query: { currency: MOFA_CURRENCY },
    body: { maxCount: totalElements, offset: 0, ...mofaSearchBody(search), columns: [...columns] },
  });
  saveFile(file.blob, file.fileName);
}
