// The Refunds tab's CSV: every refund workflow of the applied filter in the tab's order, each whole (not only
// the tab's columns), saved as RJ-Bookings.csv.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { ListSort } from '../../../components/use-list-view';
import { downloadFile } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import { workflowFilterBody, type WorkflowSearchFilter } from './get-refund-workflows';

export async function downloadRefundWorkflows(
  filter: WorkflowSearchFilter,
  sort: ListSort | null | undefined,
): Promise<void> {
  const file = await downloadFile(ENDPOINTS.workflowCsv, { body: workflowFilterBody(filter, sort) });
  saveFile(file.blob, file.fileName);
}
