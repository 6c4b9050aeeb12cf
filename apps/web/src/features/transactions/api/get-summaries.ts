// The special merchant's Summary Report and Payment Summary Report for the applied filter, and their files.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import {
  type AggregateReply,
  type ExportFormat,
  type SummaryReport,
} from '@merchant-portal/contracts/schemas/transactions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppliedFilter } from '../../../components/filter-bar/filter-state';
import { call, downloadFile } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import { filterFields } from './get-transactions';

const SUMMARY_CURRENCY = 'JOD';

/** The applied filter and, for a merchant of the user's group, its code. */
export interface SummarySearch {
  filter: AppliedFilter;
  aticoMerchantCode?: string | undefined;
}

/**
 * The summaries are of the whole period: the grid's search text, amount range and order are not part of
 * them, nor of their query key, so a search within the period does not ask for them again.
 */
function summaryBody(search: SummarySearch) {
  return filterFields(search.filter, search.aticoMerchantCode);
}

export async function getSummaries(search: SummarySearch, signal?: AbortSignal): Promise<AggregateReply> {
  return call(ENDPOINTS.aggregate, {
    query: { currency: SUMMARY_CURRENCY },
    body: summaryBody(search),
    signal,
  });
}

export const summariesQueryOptions = (search: SummarySearch) =>
  queryOptions({
    queryKey: ['transaction-summaries', summaryBody(search)],
    queryFn: ({ signal }) => getSummaries(search, signal),
    staleTime: 0,
    meta: { errorMessage: MESSAGES.couldNotLoadTransactions },
  });

export function useSummaries(search: SummarySearch) {
  return useQuery(summariesQueryOptions(search));
}

export async function exportSummary(search: SummarySearch, report: SummaryReport, format: ExportFormat) {
  const file = await downloadFile(ENDPOINTS.aggregateFile, {
    query: { currency: SUMMARY_CURRENCY, report, format },
    body: summaryBody(search),
  });
  saveFile(file.blob, file.fileName);
}
