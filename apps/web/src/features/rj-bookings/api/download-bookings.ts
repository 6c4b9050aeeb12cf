// The Payments tab's CSV: every booking payment of the applied filter, each whole (not only the tab's few
// columns: the file is what a maker reconciles with), saved as RJ-Bookings.csv.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { downloadFile } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import { bookingFilterQuery, type BookingFilter } from './get-booking-history';

export async function downloadBookings(filter: BookingFilter): Promise<void> {
  const file = await downloadFile(ENDPOINTS.bookingCsv, {
    query: bookingFilterQuery(filter),
  });
  saveFile(file.blob, file.fileName);
}
