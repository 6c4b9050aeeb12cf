// Requests a report of the applied filter (spec part 2 §7): the server stores it and a job writes its files.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { ReportRequestItem } from '@merchant-portal/contracts/schemas/reports';
import type { AppliedFilter } from '../../../components/filter-bar/filter-state';
import { call } from '../../../lib/http';

export async function requestReport(
  filter: AppliedFilter,
  user: { userName: string; merchantCode: string },
  aticoMerchantCode?: string,
): Promise<ReportRequestItem> {
  // A report is of the whole period: the grid's search text and amount range are not part of it.
  const { category: _category, search: _search, amountFrom: _from, amountTo: _to, ...fields } = filter;
  const reply = await call(ENDPOINTS.reportRequest, {
    query: { country: 'JO' },
    body: { ...fields, ...user, ...(aticoMerchantCode && { aticoMerchantCode }), download: true },
  });
  return reply.data;
}
