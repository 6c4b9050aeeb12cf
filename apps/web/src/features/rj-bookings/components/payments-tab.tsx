// The Payments tab (spec part 2 §2 "RJ Ticket Bookings"): the filter, a server-paged grid of booking payments
// with View Details, the CSV file and Refresh; 'Could not fetch Event' in place of the rows when the list
// cannot be read, 'No payments found' when it is empty.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { BOOKING_MESSAGES, type BookingPayment } from '@merchant-portal/contracts/schemas/bookings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { ExcelToolbar } from '../../../components/excel-toolbar';
import { useFileDownload } from '../../../lib/use-file-download';
import { downloadBookings } from '../api/download-bookings';
import { useBookingHistory, type BookingFilter } from '../api/get-booking-history';
import { formatTimestamp, tripTypeText } from '../format';
import {
  GRID_PAGINATION,
  PAGE_SIZE_OPTIONS,
  actionsFirst,
  latestOf,
  type GridView,
  type Selection,
} from './grid-view';
import { PaymentDetailsDialog } from './payment-details-dialog';
import { PaymentsFilter } from './payments-filter';

const NO_ROWS: BookingPayment[] = [];

function columnsWith(onView: (booking: BookingPayment) => void): GridColDef<BookingPayment>[] {
  return [
    {
      field: 'bookingRefNo',
      headerName: 'Booking Ref No',
      minWidth: 140,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => row.flightDetails.bookingRefNo,
    },
    {
      field: 'type',
      headerName: 'Type',
      minWidth: 110,
      flex: 1,
      sortable: false,
      valueFormatter: (value: BookingPayment['type']) => tripTypeText(value),
    },
    { field: 'paymentStatus', headerName: 'Payment Status', minWidth: 200, flex: 1, sortable: false },
    {
      field: 'createdDate',
      headerName: 'Created Date',
      minWidth: 150,
      flex: 1,
      sortable: false,
      valueFormatter: (value: string) => formatTimestamp(value),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      minWidth: 130,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <Button
          size="small"
          aria-label={`View Details of ${row.flightDetails.bookingRefNo}`}
          onClick={() => onView(row)}
        >
          View Details
        </Button>
      ),
    },
  ];
}

export interface PaymentsTabProps {
  view: GridView<BookingFilter>;
  onViewChange: Dispatch<SetStateAction<GridView<BookingFilter>>>;
  today: DayNumber;
  isMaker: boolean;
  username: string;
}

export function PaymentsTab({ view, onViewChange, today, isMaker, username }: PaymentsTabProps) {
  const list = useBookingHistory({ filter: view.filter, page: view.page, size: view.pageSize });
  const isLoading = list.isFetching;
  // A failed load shows its text, never an earlier page or a made-up row.
  const reply = list.isError ? undefined : list.data;
  const rows = reply?.data.results ?? NO_ROWS;
  const totalRecords = reply?.metadata.pagination.totalRecords ?? 0;

  const [selection, setSelection] = useState<Selection<BookingPayment> | null>(null);
  const shown = latestOf(selection, rows, list.dataUpdatedAt, (a, b) => a.id === b.id);
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns = useMemo(
    () =>
      actionsFirst(
        columnsWith((booking) => setSelection({ item: booking, at: list.dataUpdatedAt })),
        isPhone,
      ),
    [list.dataUpdatedAt, isPhone],
  );

  const files = useFileDownload<'csv'>(MESSAGES.downloadFailed);
  const downloadCsv = () => void files.run('csv', () => downloadBookings(view.filter));

  // Stable, so the (memoised) filter and its date pickers sit out the grid's loading renders.
  const submitFilter = useCallback(
    (filter: BookingFilter) => onViewChange((current) => ({ ...current, filter, page: 0 })),
    [onViewChange],
  );

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <PaymentsFilter defaults={view.filter} today={today} onSubmit={submitFilter} />
      </Paper>
      <Paper variant="outlined">
        <ExcelToolbar
          downloadLabel="Download CSV"
          disabled={isLoading}
          isPreparing={files.preparing !== null}
          onDownload={downloadCsv}
          onRefresh={() => void list.refetch()}
        />
        {list.isError && (
          <Alert severity="error" sx={{ mx: 1, mb: 1 }}>
            {BOOKING_MESSAGES.fetchFailed}
          </Alert>
        )}
        <Box sx={{ height: 560 }}>
          <DataGrid
            aria-label="Payments"
            rows={rows}
            columns={columns}
            paginationMode="server"
            paginationModel={GRID_PAGINATION}
            rowCount={totalRecords}
            hideFooter
            loading={isLoading}
            disableColumnFilter
            // The CSP (script-src 'self') forbids new Function(): filter with the plain code path.
            disableEval
            disableRowSelectionOnClick
            localeText={{ noRowsLabel: list.isError ? '' : BOOKING_MESSAGES.noPayments }}
            slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
          />
        </Box>
        <TablePagination
          component="div"
          count={totalRecords}
          // After a failed load there is nothing to page through.
          page={reply ? view.page : 0}
          rowsPerPage={view.pageSize}
          rowsPerPageOptions={PAGE_SIZE_OPTIONS}
          disabled={isLoading}
          onPageChange={(_event, page) => onViewChange((current) => ({ ...current, page }))}
          onRowsPerPageChange={(event) =>
            onViewChange((current) => ({ ...current, page: 0, pageSize: Number(event.target.value) }))
          }
        />
      </Paper>
      {shown && (
        <PaymentDetailsDialog
          booking={shown}
          isMaker={isMaker}
          username={username}
          onClose={() => setSelection(null)}
          onUpdated={(booking) => setSelection({ item: booking, at: Date.now() })}
        />
      )}
    </Stack>
  );
}
