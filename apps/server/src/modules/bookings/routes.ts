// Handlers of the booking and refund-workflow calls (spec part 2 §7): each hands the signed-in user's
// merchant and roles to the service, which applies the rules.
import type { Writable } from 'node:stream';
import {
  CABINS,
  TRIP_TYPES,
  type BookingPayment,
  type RefundWorkflow,
} from '@merchant-portal/contracts/schemas/bookings';
import { writeCsv, type CsvColumn } from '../../lib/exports/csv.js';
import type { AuthContext } from '../../lib/request-context.js';
import { requestContext } from '../../plugins/authorize.js';
import type { Handlers } from '../../plugins/endpoints.js';
import type { BookingService } from './service.js';

const place = (airport: BookingPayment['origin']) => `${airport.cityName} (${airport.code})`;

/** The payments' CSV: what the details dialog shows, one booking a row. */
const PAYMENT_COLUMNS: CsvColumn<BookingPayment>[] = [
  { header: 'Booking Ref No', value: (b) => b.flightDetails.bookingRefNo },
  { header: 'Customer Ref No', value: (b) => b.customerRefNo },
  { header: 'Customer Id', value: (b) => b.customerId },
  { header: 'Type', value: (b) => TRIP_TYPES[b.type] },
  { header: 'Flight', value: (b) => b.flightDetails.flight },
  { header: 'Origin', value: (b) => place(b.origin) },
  { header: 'Destination', value: (b) => place(b.destination) },
  { header: 'Departure Date', value: (b) => b.fromDate },
  { header: 'Return Date', value: (b) => b.toDate },
  { header: 'Cabin', value: (b) => CABINS[b.cabin] },
  { header: 'Adults', value: (b) => b.passengersNo.adults },
  { header: 'Children', value: (b) => b.passengersNo.children },
  { header: 'Infants', value: (b) => b.passengersNo.infants },
  { header: 'Youths', value: (b) => b.passengersNo.youths },
  { header: 'Promo Code', value: (b) => b.promoCode },
  { header: 'Ticket Amount', value: (b) => b.paymentDetails.ticketAmount.value },
  { header: 'Currency', value: (b) => b.paymentDetails.ticketAmount.currency },
  { header: 'Fees', value: (b) => b.fees },
  { header: 'Payment Method', value: (b) => b.paymentMethod },
  { header: 'Payment Status', value: (b) => b.paymentStatus },
  { header: 'Notification Status', value: (b) => b.notificationStatus },
  { header: 'Refund Status', value: (b) => b.refundStatus },
  { header: 'Refunded Amount', value: (b) => b.refundedAmount },
  { header: 'Transaction Ref No', value: (b) => b.transactionRefNo },
  { header: 'Transaction Date', value: (b) => b.transactionDate },
  { header: 'Created Date', value: (b) => b.createdDate },
  { header: 'Remarks', value: (b) => b.remarks },
];

/** The refunds' CSV: the Refunds tab's columns and the request's comment and decision. */
const WORKFLOW_COLUMNS: CsvColumn<RefundWorkflow>[] = [
  { header: 'Booking Ref No', value: (w) => w.workflowData.bookingRefNo },
  { header: 'PromoCode', value: (w) => w.workflowData.promoCode },
  { header: 'Refund Amount', value: (w) => w.workflowData.refundAmount },
  { header: 'Currency', value: (w) => w.workflowData.refundCurrency },
  { header: 'Ticket Amount', value: (w) => w.workflowData.paymentDetails.ticketAmount.value },
  { header: 'Status', value: (w) => w.applicationStatus },
  { header: 'Requested By', value: (w) => w.workflowCreatedBy },
  { header: 'Requested Date', value: (w) => w.workflowCreatedDate },
  { header: 'Comment', value: (w) => w.workflowData.comment },
  { header: 'Updated By', value: (w) => w.workflowLastUpdatedBy },
  { header: 'Updated Date', value: (w) => w.workflowLastUpdatedDate },
  { header: 'Decision Comment', value: (w) => w.decisionComment },
];

/** A page as the calls answer it: its rows and how many the filter holds. */
function paged<R>({ results, totalRecords }: { results: R[]; totalRecords: number }) {
  return { data: { results }, metadata: { pagination: { totalRecords } } };
}

/** A CSV download of the merchant's rows, read batch by batch once the download starts. */
function csvFile<R>(auth: AuthContext, columns: CsvColumn<R>[], batches: () => AsyncIterable<R[]>) {
  return Promise.resolve({
    merchantCode: auth.merchantCode,
    format: 'csv' as const,
    write: (stream: Writable) => writeCsv(stream, columns, batches()),
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
      csvFile(request.auth, PAYMENT_COLUMNS, () => bookings.historyBatches(request.auth, request.query)),
    workflowExecute: (request) => bookings.execute(request.auth, request.body, requestContext(request)),
    workflowCreate: (request) => bookings.createWorkflow(request.auth, request.body, requestContext(request)),
    workflowManageTask: (request) => bookings.manageTask(request.auth, request.body, requestContext(request)),
    workflowSearch: async (request) => paged(await bookings.searchWorkflows(request.auth, request.body)),
    workflowCsv: (request) =>
      csvFile(request.auth, WORKFLOW_COLUMNS, () => bookings.workflowBatches(request.auth, request.body)),
    workflowTaskDetails: async (request) => {
      const { workFlowId, page, size } = request.query;
      return paged(await bookings.taskDetails(request.auth, workFlowId, page, size));
    },
  };
}
