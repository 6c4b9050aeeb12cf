// The advanced dashboard's calls (spec part 1 §7 "POST /merchant/dashboard/v1/…"): five charts and four
// paged reports, all driven by one filter, and each report as an Excel file.
import { ENDPOINTS, type EndpointReply } from '@merchant-portal/contracts/endpoints';
import type {
  AdvancedFilterInput,
  AdvancedReport,
  MarketReportReply,
  PeriodReportReply,
  PeriodUnit,
  TerminalReportReply,
  VisitationReportReply,
} from '@merchant-portal/contracts/schemas/advanced-dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, downloadFile } from '../../lib/http';
import { saveFile } from '../../lib/save-file';

const CHART_QUERY = { country: 'JO', lang: 'en' } as const;

const CHARTS = {
  branches: ENDPOINTS.advancedBranches,
  customers: ENDPOINTS.advancedCustomers,
  months: ENDPOINTS.advancedMonths,
  times: ENDPOINTS.advancedTimes,
  weeks: ENDPOINTS.advancedWeeks,
} as const;

type ChartName = keyof typeof CHARTS;
type ChartData = { [K in ChartName]: EndpointReply<(typeof CHARTS)[K]>['data'] };

/** One chart's data for the filter. */
function useChart<K extends ChartName>(chart: K, filter: AdvancedFilterInput) {
  return useQuery({
    queryKey: ['advanced', chart, filter],
    queryFn: async ({ signal }) => {
      // The five calls share the query and the filter body; each answers its own chart's data.
      const endpoint = CHARTS[chart] as typeof ENDPOINTS.advancedBranches;
      return (await call(endpoint, { query: CHART_QUERY, body: filter, signal })).data as ChartData[K];
    },
  });
}

export const useBranchComparison = (filter: AdvancedFilterInput) => useChart('branches', filter);
export const useCustomerAnalysis = (filter: AdvancedFilterInput) => useChart('customers', filter);
export const useMonthComparison = (filter: AdvancedFilterInput) => useChart('months', filter);
export const useTimeHeatMap = (filter: AdvancedFilterInput) => useChart('times', filter);
export const useWeekSeries = (filter: AdvancedFilterInput) => useChart('weeks', filter);

export const REPORT_CALLS = {
  'report-by-period': ENDPOINTS.reportByPeriod,
  'report-by-market': ENDPOINTS.reportByMarket,
  'report-by-terminal': ENDPOINTS.reportByTerminal,
  'report-by-visitation': ENDPOINTS.reportByVisitation,
} as const;

/** A page of any of the four reports. */
export type ReportPage = (
  PeriodReportReply | MarketReportReply | TerminalReportReply | VisitationReportReply
)['data'];

/** One page (from 1) of a report; the previous page stays on screen while the next loads. */
export function useReportPage(
  report: AdvancedReport,
  filter: AdvancedFilterInput,
  page: number,
  size: number,
  periodUnit: PeriodUnit,
) {
  const body = report === 'report-by-period' ? { ...filter, periodUnit } : filter;
  return useQuery({
    queryKey: ['advanced', report, body, page, size],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<ReportPage> => {
      // The four calls share the query and the filter body; their rows differ (the caller's columns say how).
      const endpoint = REPORT_CALLS[report] as typeof ENDPOINTS.reportByPeriod;
      return (await call(endpoint, { query: { currency: 'jod', page, size }, body, signal })).data;
    },
  });
}

/** The whole report (every row) as an Excel file, saved under the server's name. */
export async function downloadReport(
  report: AdvancedReport,
  filter: AdvancedFilterInput,
  periodUnit: PeriodUnit,
) {
  const file = await downloadFile(ENDPOINTS.advancedReportFile, {
    params: { report },
    query: { currency: 'jod' },
    body: { ...filter, periodUnit },
  });
  saveFile(file.blob, file.fileName);
}
