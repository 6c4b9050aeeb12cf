// Handlers of the reports library's calls (spec part 2 §7): request, list and download.
import type { Handlers } from '../../plugins/endpoints.js';
import { requireAuth } from '../../plugins/authorize.js';
import type { ReportService } from './service.js';

export function reportHandlers(
  reports: ReportService,
): Handlers<'reportRequest' | 'reportList' | 'reportDownload'> {
  return {
    reportRequest: async (request) => ({ data: await reports.request(requireAuth(request), request.body) }),
    reportList: async (request) => ({
      data: { results: await reports.list(requireAuth(request), request.query) },
    }),
    reportDownload: async (request) => reports.download(requireAuth(request), request.params.fileName),
  };
}
