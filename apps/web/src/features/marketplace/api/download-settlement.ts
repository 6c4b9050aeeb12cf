// The applied filter's settlement rows, all of them in the grid's order, as an Excel file with the columns the
// grid shows, saved under the name the server gives it.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { ListSort } from '../../../components/use-list-view';
import { downloadFile } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import { settlementOrder, type SettlementFilter } from './get-settlement';

export async function downloadSettlement(
  filter: SettlementFilter,
  sort: ListSort | null | undefined,
  columns: readonly string[],
): Promise<void> {
  const file = await downloadFile(ENDPOINTS.marketplaceSettlementFile, {
    query: { ...filter, ...settlementOrder(sort), columns: columns.join(',') },
  });
  saveFile(file.blob, file.fileName);
}
