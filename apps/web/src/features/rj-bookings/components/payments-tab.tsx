// The Payments tab (spec part 2 §2 "RJ Ticket Bookings"): the filter, a server-paged grid of booking payments
// with View Details, the CSV file and Refresh; 'Could not fetch Event' in place of the rows when the list
// cannot be read, 'No payments found' when it is empty.
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { paymentStatusLabel } from '@merchant-portal/contracts/labels';
import {
  BOOKING_DEFAULT_SORT,
  BOOKING_MESSAGES,
  type BookingPayment,
} from '@merchant-portal/contracts/schemas/bookings';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { downloadBookings } from '../api/download-bookings';
import { useBookingHistory, type BookingFilter } from '../api/get-booking-history';
import { formatTimestamp, tripTypeText } from '../format';
import { ACTIONS_FIELD, searchOf, useTabList, type TabProps } from './grid-view';
import { bookingFilterChips } from './booking-filter-form';
import { ListTab } from './list-tab';
import { PaymentDetailsDialog } from './payment-details-dialog';
import { PaymentsFilter } from './payments-filter';

function columnsWith(onView: (booking: BookingPayment) => void, t: TFunction): GridColDef<BookingPayment>[] {
  return [
    {
      field: 'bookingRefNo',
      headerName: t('Booking Ref No'),
      minWidth: 140,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => row.flightDetails.bookingRefNo,
    },
    {
      field: 'type',
      headerName: t('Type'),
      minWidth: 110,
      flex: 1,
      sortable: false,
      valueFormatter: (value: BookingPayment['type']) => t(tripTypeText(value)),
    },
    {
      field: 'paymentStatus',
      headerName: t('Payment Status'),
      minWidth: 200,
      flex: 1,
      sortable: false,
      valueFormatter: (value: BookingPayment['paymentStatus']) => t(paymentStatusLabel(value)),
    },
    {
      field: 'createdDate',
      headerName: t('Created Date'),
      minWidth: 150,
      flex: 1,
      // The tab's one date-time sorts on the server (contracts' BOOKING_SORT_FIELDS).
      sortable: true,
      valueFormatter: (value: string) => formatTimestamp(value),
    },
    {
      field: ACTIONS_FIELD,
      headerName: t('Actions'),
      minWidth: 130,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      hideable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          aria-label={t('View Details of {{bookingRefNo}}', { bookingRefNo: row.flightDetails.bookingRefNo })}
          onClick={() => onView(row)}
        >
          {t('View Details')}
        </Button>
      ),
    },
  ];
}

export interface PaymentsTabProps extends TabProps<BookingFilter> {
  isMaker: boolean;
}

export function PaymentsTab({ view, onViewChange, formKey, today, isMaker, username }: PaymentsTabProps) {
  const { t } = useTranslation();
  const list = useBookingHistory(searchOf(view));
  const { controls, dialog, panel } = useTabList(
    { view, onViewChange },
    list,
    { sameItem: (a, b) => a.id === b.id, columnsWith },
    {
      screen: 'rj-booking-payments',
      noneText: phrase('No payments to download'),
      download: downloadBookings,
    },
  );
  const { shown } = dialog;

  return (
    <ListTab
      filter={
        <PaymentsFilter key={formKey} defaults={view.filter} today={today} onSubmit={controls.submit} />
      }
      activeFilters={bookingFilterChips(view.filter, t)}
      dialog={
        shown && (
          <PaymentDetailsDialog
            booking={shown}
            isMaker={isMaker}
            username={username}
            onClose={dialog.close}
            onUpdated={dialog.replace}
          />
        )
      }
      label={phrase('Payments')}
      order={BOOKING_DEFAULT_SORT}
      query={list}
      texts={{ empty: BOOKING_MESSAGES.noPayments, failure: BOOKING_MESSAGES.fetchFailed }}
      {...panel}
    />
  );
}
