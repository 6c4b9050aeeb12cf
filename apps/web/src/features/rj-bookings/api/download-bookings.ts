// The Payments tab's CSV: every booking payment of the applied filter under the columns the tab shows, saved as
// RJ-Bookings.csv.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { downloadFile } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import { bookingFilterQuery, type BookingFilter } from './get-booking-history';

export async function downloadBookings(filter: BookingFilter, columns: readonly string[]): Promise<void> {
  const file = await downloadFile(ENDPOINTS.bookingCsv, {
    query: { ...bookingFilterQuery(filter), columns: columns.join(',') },
  });
  saveFile(file.blob, file.fileName);
}
