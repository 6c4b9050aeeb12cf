// /order-master (spec part 2 §2 "Order-master report"): the marketplace merchant's orders of one scheme in the
// period, paged in the browser (the call answers them all: at most a month of one storefront), and their file.
import { todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import {
  MARKETPLACE_MESSAGES,
  ORDER_MASTER_COLUMNS,
  SETTLEMENT_PAGE_SIZES,
  orderInWords,
  orderMasterDefaultRange,
  type OrderMasterShownRow,
} from '@merchant-portal/contracts/schemas/marketplace';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useCallback, useMemo, useState } from 'react';
import { PagedGrid } from '../../components/paged-grid';
import { gridColumns } from '../../components/grid-columns';
import { useFileDownload } from '../../lib/use-file-download';
import { downloadOrderMaster } from './api/download-order-master';
import { useOrderMaster, type OrderMasterFilter } from './api/get-order-master';
import { MarketplaceNav } from './marketplace-nav';
import { OrderMasterFilterBar } from './order-master-filter';

const PAGE_SIZE_OPTIONS = [...SETTLEMENT_PAGE_SIZES];
const DEFAULT_PAGE_SIZE = 10;
const COLUMNS = gridColumns<OrderMasterShownRow>(ORDER_MASTER_COLUMNS);

export function OrderMasterPage() {
  const [today] = useState(todayInAmman);
  const [applied, setApplied] = useState<OrderMasterFilter>(() => ({
    schemeType: 'EMART',
    ...orderMasterDefaultRange(today),
  }));
  const [paging, setPaging] = useState({ page: 0, pageSize: DEFAULT_PAGE_SIZE });

  const list = useOrderMaster(applied);
  const isLoading = list.isFetching;
  const reply = list.isError ? undefined : list.data;
  const orders = useMemo(() => (reply?.data.results ?? []).map(orderInWords), [reply]);
  const start = paging.page * paging.pageSize;
  const rows = useMemo(() => orders.slice(start, start + paging.pageSize), [orders, start, paging.pageSize]);

  const files = useFileDownload<'excel'>(MESSAGES.downloadFailed);
  const download = (filter: OrderMasterFilter) => void files.run('excel', () => downloadOrderMaster(filter));

  const { refetch } = list;
  const search = useCallback(
    (filter: OrderMasterFilter) => {
      setPaging((current) => ({ ...current, page: 0 }));
      const isSame =
        applied.schemeType === filter.schemeType &&
        applied.fromDate === filter.fromDate &&
        applied.toDate === filter.toDate;
      // Search again with the same filter reloads it.
      if (isSame) void refetch();
      else setApplied(filter);
    },
    [applied, refetch],
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h1">Order Master Report</Typography>
          <Typography color="text.secondary">The Emart and Shopix orders and their settlement</Typography>
        </Box>
        <MarketplaceNav current="/order-master" />
        <Paper variant="outlined" sx={{ p: 2 }}>
          <OrderMasterFilterBar
            defaults={applied}
            today={today}
            isPreparing={files.preparing !== null}
            onSearch={search}
            onDownload={download}
          />
        </Paper>
        <Paper variant="outlined">
          {list.isError && (
            <Typography role="alert" color="error" sx={{ px: 2, py: 1 }}>
              {MESSAGES.couldNotLoadTransactions}
            </Typography>
          )}
          <PagedGrid
            label="Order Master Report"
            rows={rows}
            columns={COLUMNS}
            getRowId={(row) => row.orderId}
            total={orders.length}
            loading={isLoading}
            emptyText={MARKETPLACE_MESSAGES.noOrdersFound}
            paging={reply ? paging : { ...paging, page: 0 }}
            pageSizes={PAGE_SIZE_OPTIONS}
            onPagingChange={setPaging}
          />
        </Paper>
      </Stack>
    </LocalizationProvider>
  );
}
