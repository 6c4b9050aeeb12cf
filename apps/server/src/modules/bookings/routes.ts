// Handlers of the booking and refund-workflow calls (spec part 2 §7): each hands the signed-in user's
// merchant and roles to the service, which applies the rules.
import type { Language } from '@merchant-portal/contracts/i18n/languages';
import type { Writable } from 'node:stream';
import { pickColumns } from '@merchant-portal/contracts/file-columns';
import {
  BOOKING_PAYMENT_CSV_COLUMNS,
  REFUND_WORKFLOW_CSV_COLUMNS,
} from '@merchant-portal/contracts/schemas/bookings';
import { writeCsv, type CsvColumn } from '../../lib/exports/csv.js';
import type { AuthContext } from '../../lib/request-context.js';
import { requestContext } from '../../plugins/authorize.js';
import type { Handlers } from '../../plugins/endpoints.js';
import type { BookingService } from './service.js';

/** A page as the calls answer it: its rows and how many the filter holds. */
function paged<R>({ results, totalRecords }: { results: R[]; totalRecords: number }) {
  return { data: { results }, metadata: { pagination: { totalRecords } } };
}

/** A CSV download of the merchant's rows, read batch by batch once the download starts. */
function csvFile<R>(auth: AuthContext, columns: readonly CsvColumn<R>[], batches: () => AsyncIterable<R[]>) {
  return Promise.resolve({
    merchantCode: auth.merchantCode,
    format: 'csv' as const,
    write: (stream: Writable, language: Language) => writeCsv(stream, columns, batches(), language),
  });
}

export function bookingHandlers(
  bookings: BookingService,
): Handlers<
  | 'bookingHistory'
  | 'bookingCsv'
  | 'workflowExecute'
  | 'workflowCreate'
  | 'workflowManageTask'
  | 'workflowSearch'
  | 'workflowCsv'
  | 'workflowTaskDetails'
> {
  return {
    bookingHistory: async (request) => paged(await bookings.history(request.auth, request.query)),
    bookingCsv: (request) =>
      csvFile(request.auth, pickColumns(BOOKING_PAYMENT_CSV_COLUMNS, request.query.columns), () =>
        bookings.historyBatches(request.auth, request.query),
      ),
    workflowExecute: (request) => bookings.execute(request.auth, request.body, requestContext(request)),
    workflowCreate: (request) => bookings.createWorkflow(request.auth, request.body, requestContext(request)),
    workflowManageTask: (request) => bookings.manageTask(request.auth, request.body, requestContext(request)),
    workflowSearch: async (request) => paged(await bookings.searchWorkflows(request.auth, request.body)),
    workflowCsv: (request) =>
      csvFile(request.auth, pickColumns(REFUND_WORKFLOW_CSV_COLUMNS, request.body.columns), () =>
        bookings.workflowBatches(request.auth, request.body),
      ),
    workflowTaskDetails: async (request) => {
      const { workFlowId, page, size } = request.query;
      return paged(await bookings.taskDetails(request.auth, workFlowId, page, size));
    },
  };
}
