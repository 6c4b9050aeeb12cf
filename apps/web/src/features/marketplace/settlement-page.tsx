// /arabie-reports (spec part 2 §2 "Shopix and Emart Reports"): the marketplace merchant's settlement rows of
// the period, one row per order payment, paged by the server under the columns the user keeps, with Refresh
// and their Excel file.
import { todayInAmman } from '@merchant-portal/contracts/dates';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import {
  SETTLEMENT_COLUMNS,
  SETTLEMENT_PAGE_SIZES,
  type SettlementRow,
} from '@merchant-portal/contracts/schemas/marketplace';
import { DEFAULT_SORT, SORT_FIELDS } from '@merchant-portal/contracts/schemas/transactions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { choiceChips, periodChip } from '../../components/filter-bar/filter-chips';
import { gridColumns } from '../../components/grid-columns';
import { ListPage } from '../../components/list-page';
import { TRANSACTIONS_NOUN } from '../../components/totals-strip';
import { useListFiles } from '../../components/use-list-files';
import { useUrlListView } from '../../components/use-url-list-view';
import { useColumnVisibility } from '../../lib/api/column-visibility';
import { pageContents } from '../../lib/paged-query';
import { TRANSACTION_TEXTS, listFailureText } from '../../lib/transaction-texts';
import { downloadSettlement } from './api/download-settlement';
import { useSettlement, type SettlementFilter } from './api/get-settlement';
import { MarketplaceNav } from './marketplace-nav';
import { SettlementFilterBar } from './settlement-filter';
import { settlementUrlView } from './url-view';
import type { ListView } from '../../components/use-list-view';

const PAGE_SIZE_OPTIONS = [...SETTLEMENT_PAGE_SIZES];
const FILE_LABELS = { excel: phrase('Download as Excel') };

export function SettlementPage() {
  const { t } = useTranslation();
  const [today] = useState(todayInAmman);
  // The search is the address's (use-url-list-view.ts): a reload, Back and Forward and a shared link show it.
  const [codec] = useState(() => settlementUrlView(today));
  const view = useUrlListView<SettlementFilter, ListView<SettlementFilter>>(codec);
  const applied = view.view.filter;

  const { sort } = view.view;
  const list = useSettlement({ filter: applied, page: view.paging.page, size: view.paging.pageSize, sort });
  const { rows, total } = pageContents(list.data);

  // The date and the money sort on the server, as the card search's (contracts' SORT_FIELDS).
  const shownColumns = gridColumns<SettlementRow>(SETTLEMENT_COLUMNS, { sortable: SORT_FIELDS, t });
  const columns = useColumnVisibility('marketplace-settlement', SETTLEMENT_COLUMNS);
  const files = useListFiles(FILE_LABELS, TRANSACTION_TEXTS.noExport, () =>
    downloadSettlement(applied, sort, columns.visible),
  );

  return (
    <ListPage
      title={phrase('Shopix and Emart Reports')}
      subtitle={phrase('View Submit and Download Reports')}
      nav={<MarketplaceNav current="/arabie-reports" />}
      activeFilters={[periodChip(applied, t), ...choiceChips([[phrase('Currency'), applied.currency]], t)]}
      filter={
        <SettlementFilterBar key={view.restores} defaults={applied} today={today} onSubmit={view.submit} />
      }
      query={list}
      texts={{
        empty: MESSAGES.noTransactionsFound,
        failure: (error) => listFailureText(error, MESSAGES.couldNotLoadTransactions),
      }}
      files={files}
      totals={list.data?.totals}
      noun={TRANSACTIONS_NOUN}
      rows={rows}
      columns={shownColumns}
      columnVisibilityModel={columns.model}
      onColumnVisibilityModelChange={columns.onChange}
      total={total}
      controls={view}
      order={DEFAULT_SORT}
      pageSizes={PAGE_SIZE_OPTIONS}
    />
  );
}
