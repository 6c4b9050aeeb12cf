// The special merchant's transactions of one day as a file.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { AppliedFilter } from '../../../components/filter-bar/filter-state';
import { downloadFile } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';

export async function downloadDayDetails(filter: AppliedFilter, merchantCode: string): Promise<void> {
  const file = await downloadFile(ENDPOINTS.transactionDetailsFile, {
    query: {
      merchantCode,
      transactionName: filter.transactionName,
      cardType: filter.cardType,
      methodType: filter.methodType,
      fromDate: filter.fromDate,
      toDate: filter.toDate,
    },
  });
  saveFile(file.blob, file.fileName);
}
