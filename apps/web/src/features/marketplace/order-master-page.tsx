// /order-master (spec part 2 §2 "Order-master report"): the marketplace merchant's orders of one scheme in the
// period, paged in the browser (the call answers them all: at most a month of one storefront) under the columns
// the user keeps, and their file.
import { todayInAmman } from '@merchant-portal/contracts/dates';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import {
  MARKETPLACE_MESSAGES,
  MARKETPLACE_SCHEME_LABELS,
  ORDER_MASTER_COLUMNS,
  SETTLEMENT_PAGE_SIZES,
  orderInWords,
  type OrderMasterShownRow,
} from '@merchant-portal/contracts/schemas/marketplace';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { choiceChips, periodChip } from '../../components/filter-bar/filter-chips';
import { gridColumns } from '../../components/grid-columns';
import { ListPage } from '../../components/list-page';
import { LIST_PANEL_TEXTS } from '../../components/list-panel';
import type { CountNoun } from '../../components/totals-strip';
import { useUrlListView } from '../../components/use-url-list-view';
import { useColumnVisibility } from '../../lib/api/column-visibility';
import { listFailureText } from '../../lib/transaction-texts';
import { useFileDownload } from '../../lib/use-file-download';
import { downloadOrderMaster } from './api/download-order-master';
import { useOrderMaster, type OrderMasterFilter } from './api/get-order-master';
import { MarketplaceNav } from './marketplace-nav';
import { OrderMasterFilterBar } from './order-master-filter';
import { orderMasterUrlView } from './url-view';
import type { ListView } from '../../components/use-list-view';

const PAGE_SIZE_OPTIONS = [...SETTLEMENT_PAGE_SIZES];
const ORDERS_NOUN: CountNoun = phrase('{{total}} orders');

export const ORDER_MASTER_TEXTS = {
  loadFailed: phrase('Could not load orders, please try again later.'),
  noExport: phrase('No orders to export'),
} as const;

const sameFilter = (a: OrderMasterFilter, b: OrderMasterFilter) =>
  a.schemeType === b.schemeType && a.fromDate === b.fromDate && a.toDate === b.toDate;

export function OrderMasterPage() {
  const { t } = useTranslation();
  const [today] = useState(todayInAmman);
  // The search is the address's (use-url-list-view.ts): a reload, Back and Forward and a shared link show it.
  const [codec] = useState(() => orderMasterUrlView(today));
  const view = useUrlListView<OrderMasterFilter, ListView<OrderMasterFilter>>(codec);
  const applied = view.view.filter;

  const list = useOrderMaster(applied);
  const orders = useMemo(() => (list.data?.data.results ?? []).map(orderInWords), [list.data]);
  const start = view.paging.page * view.paging.pageSize;
  const rows = useMemo(
    () => orders.slice(start, start + view.paging.pageSize),
    [orders, start, view.paging.pageSize],
  );
  // The applied search's result is known to be empty: its file would be too.
  const isKnownEmpty = !list.isFetching && !list.isError && list.data !== undefined && orders.length === 0;

  const shownColumns = useMemo(() => gridColumns<OrderMasterShownRow>(ORDER_MASTER_COLUMNS, { t }), [t]);
  const columns = useColumnVisibility('order-master', ORDER_MASTER_COLUMNS);
  const files = useFileDownload<'excel'>(MESSAGES.downloadFailed);
  const download = (filter: OrderMasterFilter) => {
    if (isKnownEmpty && sameFilter(filter, applied)) {
      enqueueSnackbar(t(ORDER_MASTER_TEXTS.noExport), { variant: 'info' });
      return;
    }
    if (columns.visible.length === 0) {
      enqueueSnackbar(t(LIST_PANEL_TEXTS.noColumns), { variant: 'info' });
      return;
    }
    void files.run('excel', () => downloadOrderMaster(filter, columns.visible));
  };

  const { refetch } = list;
  const { submit } = view;
  const search = useCallback(
    (filter: OrderMasterFilter) => {
      // Search again with the same filter reloads it.
      if (sameFilter(applied, filter)) void refetch();
      submit(filter);
    },
    [applied, refetch, submit],
  );

  return (
    <ListPage
      title={phrase('Order Master Report')}
      subtitle={phrase('The Emart and Shopix orders and their settlement')}
      nav={<MarketplaceNav current="/order-master" />}
      activeFilters={[
        periodChip(applied, t),
        ...choiceChips([[phrase('Scheme Type'), MARKETPLACE_SCHEME_LABELS[applied.schemeType]]], t),
      ]}
      filter={
        <OrderMasterFilterBar
          key={view.restores}
          defaults={applied}
          today={today}
          isPreparing={files.preparing !== null}
          onSearch={search}
          onDownload={download}
        />
      }
      query={list}
      texts={{
        empty: MARKETPLACE_MESSAGES.noOrdersFound,
        failure: (error) => listFailureText(error, ORDER_MASTER_TEXTS.loadFailed),
      }}
      totals={list.data?.totals}
      noun={ORDERS_NOUN}
      rows={rows}
      columns={shownColumns}
      columnVisibilityModel={columns.model}
      onColumnVisibilityModelChange={columns.onChange}
      getRowId={(row) => row.orderId}
      total={orders.length}
      controls={view}
      pageSizes={PAGE_SIZE_OPTIONS}
    />
  );
}
