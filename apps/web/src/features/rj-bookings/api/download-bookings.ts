// The Payments tab's CSV: every booking payment of the applied filter in the tab's order, each whole (not only
// the tab's few columns: the file is what a maker reconciles with), saved as RJ-Bookings.csv.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { ListSort } from '../../../components/use-list-view';
import { downloadFile } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import { bookingFilterQuery, bookingOrder, type BookingFilter } from './get-booking-history';

export async function downloadBookings(
  filter: BookingFilter,
  sort: ListSort | null | undefined,
): Promise<void> {
  const file = await downloadFile(ENDPOINTS.bookingCsv, {
    query: { ...bookingFilterQuery(filter), ...bookingOrder(sort) },
  });
  saveFile(file.blob, file.fileName);
}
