// The Refunds tab (spec part 2 §2 "RJ Ticket Bookings", §4 "Refund workflow"): the filter, a server-paged
// grid of refund workflows with a view icon each, the CSV file and Refresh; 'Could not fetch Event' in place
// of the rows when the list cannot be read, 'No Items' when it is empty.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { BOOKING_MESSAGES, type RefundWorkflow } from '@merchant-portal/contracts/schemas/bookings';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { ExcelToolbar } from '../../../components/excel-toolbar';
import { useFileDownload } from '../../../lib/use-file-download';
import { downloadRefundWorkflows } from '../api/download-refund-workflows';
import { useRefundWorkflows, type WorkflowSearchFilter } from '../api/get-refund-workflows';
import { formatAmount, formatTimestamp, orDash } from '../format';
import {
  GRID_PAGINATION,
  PAGE_SIZE_OPTIONS,
  actionsFirst,
  latestOf,
  type GridView,
  type Selection,
} from './grid-view';
import { RefundsFilter } from './refunds-filter';
import { WorkflowDialog } from './workflow-dialog';

const NO_ROWS: RefundWorkflow[] = [];

function columnsWith(onView: (workflow: RefundWorkflow) => void): GridColDef<RefundWorkflow>[] {
  return [
    {
      field: 'bookingRefNo',
      headerName: 'Booking Ref No',
      minWidth: 140,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => row.workflowData.bookingRefNo,
    },
    {
      field: 'promoCode',
      headerName: 'PromoCode',
      minWidth: 110,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => orDash(row.workflowData.promoCode),
    },
    {
      field: 'refundAmount',
      headerName: 'Refund Amount',
      minWidth: 140,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) =>
        formatAmount(row.workflowData.refundAmount, row.workflowData.refundCurrency),
    },
    {
      field: 'workflowLastUpdatedDate',
      headerName: 'Updated Date',
      minWidth: 150,
      flex: 1,
      sortable: false,
      valueFormatter: (value: string) => formatTimestamp(value),
    },
    { field: 'workflowLastUpdatedBy', headerName: 'Updated By', minWidth: 180, flex: 1, sortable: false },
    { field: 'applicationStatus', headerName: 'Status', minWidth: 190, flex: 1, sortable: false },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 90,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => {
        const label = `View refund request of ${row.workflowData.bookingRefNo}`;
        return (
          <Tooltip title={label}>
            <IconButton size="small" aria-label={label} onClick={() => onView(row)}>
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      },
    },
  ];
}

export interface RefundsTabProps {
  view: GridView<WorkflowSearchFilter>;
  onViewChange: Dispatch<SetStateAction<GridView<WorkflowSearchFilter>>>;
  today: DayNumber;
  isChecker: boolean;
  username: string;
}

export function RefundsTab({ view, onViewChange, today, isChecker, username }: RefundsTabProps) {
  const list = useRefundWorkflows({ filter: view.filter, page: view.page, size: view.pageSize });
  const isLoading = list.isFetching;
  const reply = list.isError ? undefined : list.data;
  const rows = reply?.data.results ?? NO_ROWS;
  const totalRecords = reply?.metadata.pagination.totalRecords ?? 0;

  const [selection, setSelection] = useState<Selection<RefundWorkflow> | null>(null);
  const shown = latestOf(selection, rows, list.dataUpdatedAt, (a, b) => a.workflowId === b.workflowId);
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns = useMemo(
    () =>
      actionsFirst(
        columnsWith((workflow) => setSelection({ item: workflow, at: list.dataUpdatedAt })),
        isPhone,
      ),
    [list.dataUpdatedAt, isPhone],
  );

  const files = useFileDownload<'csv'>(MESSAGES.downloadFailed);
  const downloadCsv = () => void files.run('csv', () => downloadRefundWorkflows(view.filter));

  const submitFilter = useCallback(
    (filter: WorkflowSearchFilter) => onViewChange((current) => ({ ...current, filter, page: 0 })),
    [onViewChange],
  );

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <RefundsFilter defaults={view.filter} today={today} onSubmit={submitFilter} />
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
            aria-label="Refunds"
            rows={rows}
            columns={columns}
            getRowId={(row) => row.workflowId}
            paginationMode="server"
            paginationModel={GRID_PAGINATION}
            rowCount={totalRecords}
            hideFooter
            loading={isLoading}
            disableColumnFilter
            disableEval
            disableRowSelectionOnClick
            localeText={{ noRowsLabel: list.isError ? '' : BOOKING_MESSAGES.noItems }}
            slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
          />
        </Box>
        <TablePagination
          component="div"
          count={totalRecords}
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
        <WorkflowDialog
          workflow={shown}
          isChecker={isChecker}
          username={username}
          onClose={() => setSelection(null)}
          onDecided={(workflow) => setSelection({ item: workflow, at: Date.now() })}
        />
      )}
    </Stack>
  );
}
