// The applied filter's settlement rows, all of them, as an Excel file with the columns the grid shows, saved
// under the name the server gives it.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { downloadFile } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import type { SettlementFilter } from './get-settlement';

export async function downloadSettlement(
  filter: SettlementFilter,
  columns: readonly string[],
): Promise<void> {
  const file = await downloadFile(ENDPOINTS.marketplaceSettlementFile, {
    query: { ...filter, columns: columns.join(',') },
  });
  saveFile(file.blob, file.fileName);
}
