// The Refunds tab's CSV: every refund workflow of the applied filter under the columns the tab shows, saved as
// RJ-Bookings.csv.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { downloadFile } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import { workflowFilterBody, type WorkflowSearchFilter } from './get-refund-workflows';

export async function downloadRefundWorkflows(
  filter: WorkflowSearchFilter,
  columns: readonly string[],
): Promise<void> {
  const file = await downloadFile(ENDPOINTS.workflowCsv, {
    body: { ...workflowFilterBody(filter), columns: [...columns] },
  });
  saveFile(file.blob, file.fileName);
}
