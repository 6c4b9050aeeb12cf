// One scheme's orders of the period as an Excel file (spec part 2 §7 "generate/excel"), saved under the
// name the server gives it.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { downloadFile } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import type { OrderMasterFilter } from './get-order-master';

export async function downloadOrderMaster(filter: OrderMasterFilter): Promise<void> {
  const file = await downloadFile(ENDPOINTS.orderMasterFile, { query: filter });
  saveFile(file.blob, file.fileName);
}
