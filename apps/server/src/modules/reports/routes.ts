// Handlers of the reports library's calls (spec part 2 §7): request, list and download.
import { languageOf } from '@merchant-portal/contracts/i18n/languages';
import type { Handlers } from '../../plugins/endpoints.js';
import type { ReportService } from './service.js';

export function reportHandlers(
  reports: ReportService,
): Handlers<'reportRequest' | 'reportList' | 'reportDownload'> {
  return {
    reportRequest: async (request) => ({
      data: await reports.request(request.auth, request.body, languageOf(request.headers.lang)),
    }),
    reportList: async (request) => ({
      data: { results: await reports.list(request.auth, request.query) },
    }),
    reportDownload: async (request) => reports.download(request.auth, request.params.fileName),
  };
}
