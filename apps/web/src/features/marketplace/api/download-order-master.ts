// One scheme's orders of the period as an Excel file (spec part 2 §7 "generate/excel") with the columns the
// grid shows, saved under the name the server gives it.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { downloadFile } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import type { OrderMasterFilter } from './get-order-master';

export async function downloadOrderMaster(
  filter: OrderMasterFilter,
  columns: readonly string[],
): Promise<void> {
  const file = await downloadFile(ENDPOINTS.orderMasterFile, {
    query: { ...filter, columns: columns.join(',') },
  });
  saveFile(file.blob, file.fileName);
}
