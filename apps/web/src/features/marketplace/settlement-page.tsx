// /arabie-reports (spec part 2 §2 "Shopix and Emart Reports"): the marketplace merchant's settlement rows of
// the period, one row per order payment, paged by the server, with Refresh and their Excel file.
import { todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import {
  SETTLEMENT_COLUMNS,
  SETTLEMENT_PAGE_SIZES,
  settlementDefaultRange,
  type SettlementRow,
} from '@merchant-portal/contracts/schemas/marketplace';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useCallback, useState } from 'react';
import { PagedGrid } from '../../components/paged-grid';
import { gridColumns, hiddenColumns } from '../../components/grid-columns';
import { useFileDownload } from '../../lib/use-file-download';
import { downloadSettlement } from './api/download-settlement';
import { useSettlement, type SettlementFilter } from './api/get-settlement';
import { MarketplaceNav } from './marketplace-nav';
import { SettlementFilterBar } from './settlement-filter';
import { ExcelToolbar } from '../../components/excel-toolbar';

const PAGE_SIZE_OPTIONS = [...SETTLEMENT_PAGE_SIZES];
const DEFAULT_PAGE_SIZE = 10;
const COLUMNS = gridColumns<SettlementRow>(SETTLEMENT_COLUMNS);
const HIDDEN = hiddenColumns(SETTLEMENT_COLUMNS);

export function SettlementPage() {
  const [today] = useState(todayInAmman);
  const [applied, setApplied] = useState<SettlementFilter>(() => ({
    ...settlementDefaultRange(today),
    currency: '',
  }));
  const [paging, setPaging] = useState({ page: 0, pageSize: DEFAULT_PAGE_SIZE });

  const list = useSettlement({ filter: applied, page: paging.page, size: paging.pageSize });
  const isLoading = list.isFetching;
  // A failed load shows no rows rather than an earlier result, with the transaction screens' text.
  const reply = list.isError ? undefined : list.data;
  const rows = reply?.data.results ?? [];
  const totalRecords = reply?.metadata.pagination.totalRecords ?? 0;

  const files = useFileDownload<'excel'>(MESSAGES.downloadFailed);
  const downloadExcel = () => void files.run('excel', () => downloadSettlement(applied));

  // Stable, so the (memoised) filter and its date pickers sit out the grid's loading renders.
  const submitFilter = useCallback((filter: SettlementFilter) => {
    setApplied(filter);
    setPaging((current) => ({ ...current, page: 0 }));
  }, []);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h1">Shopix and Emart Reports</Typography>
          <Typography color="text.secondary">View Submit and Download Reports</Typography>
        </Box>
        <MarketplaceNav current="/arabie-reports" />
        <Paper variant="outlined" sx={{ p: 2 }}>
          <SettlementFilterBar defaults={applied} today={today} onSubmit={submitFilter} />
        </Paper>
        <Paper variant="outlined">
          <ExcelToolbar
            disabled={isLoading}
            isPreparing={files.preparing !== null}
            onDownload={downloadExcel}
            onRefresh={() => void list.refetch()}
          />
          {list.isError && (
            <Typography role="alert" color="error" sx={{ px: 2, py: 1 }}>
              {MESSAGES.couldNotLoadTransactions}
            </Typography>
          )}
          <PagedGrid
            label="Shopix and Emart Reports"
            rows={rows}
            columns={COLUMNS}
            initialState={{ columns: { columnVisibilityModel: HIDDEN } }}
            total={totalRecords}
            loading={isLoading}
            emptyText={MESSAGES.noTransactionsFound}
            // After a failed load there is nothing to page through.
            paging={reply ? paging : { ...paging, page: 0 }}
            pageSizes={PAGE_SIZE_OPTIONS}
            onPagingChange={setPaging}
          />
        </Paper>
      </Stack>
    </LocalizationProvider>
  );
}
