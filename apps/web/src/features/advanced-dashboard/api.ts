// The advanced dashboard's calls (spec part 1 §7 "POST /merchant/dashboard/v1/…"): five charts and four
// paged reports, all driven by one filter, and each report as an Excel file.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
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

export function useBranchComparison(filter: AdvancedFilterInput) {
  return useQuery({
    queryKey: ['advanced', 'branches', filter],
    queryFn: async ({ signal }) =>
      (await call(CHARTS.branches, { query: CHART_QUERY, body: filter, signal })).data,
  });
}

export function useCustomerAnalysis(filter: AdvancedFilterInput) {
  return useQuery({
    queryKey: ['advanced', 'customers', filter],
    queryFn: async ({ signal }) =>
      (await call(CHARTS.customers, { query: CHART_QUERY, body: filter, signal })).data,
  });
}

export function useMonthComparison(filter: AdvancedFilterInput) {
  return useQuery({
    queryKey: ['advanced', 'months', filter],
    queryFn: async ({ signal }) =>
      (await call(CHARTS.months, { query: CHART_QUERY, body: filter, signal })).data,
  });
}

export function useTimeHeatMap(filter: AdvancedFilterInput) {
  return useQuery({
    queryKey: ['advanced', 'times', filter],
    queryFn: async ({ signal }) =>
      (await call(CHARTS.times, { query: CHART_QUERY, body: filter, signal })).data,
  });
}

export function useWeekSeries(filter: AdvancedFilterInput) {
  return useQuery({
    queryKey: ['advanced', 'weeks', filter],
    queryFn: async ({ signal }) =>
      (await call(CHARTS.weeks, { query: CHART_QUERY, body: filter, signal })).data,
  });
}

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
