// GET /merchant/transaction/v1/download-trans-data: the special merchant's transactions of one day as a file.
import { transactionDetailsFileName } from '@merchant-portal/contracts/schemas/transactions';
import type { AppliedFilter } from '../../../components/filter-bar/filter-state';
import { download } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';

export async function downloadDayDetails(filter: AppliedFilter, merchantCode: string): Promise<void> {
  const blob = await download({
    method: 'GET',
    path: '/merchant/transaction/v1/download-trans-data',
    service: 'download-trans-data',
    query: {
      merchantCode,
      transactionName: filter.transactionName,
      cardType: filter.cardType,
      methodType: filter.methodType,
      fromDate: filter.fromDate,
      toDate: filter.toDate,
    },
  });
  saveFile(blob, transactionDetailsFileName(merchantCode, filter.transactionName, filter.fromDate));
}
