// /pre-auth-transactions (spec part 2 §2 "Pre Auth Transactions"): the period filter over a server-paged grid
// of the merchant's pre-authorisation holds whose column choice the user keeps, its Excel file and Refresh.
import { todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import {
  PRE_AUTH_COLUMNS,
  PRE_AUTH_DEFAULT_SORT,
  PRE_AUTH_PAGE_SIZES,
  PRE_AUTH_SORT_FIELDS,
  preAuthInWords,
  type PreAuthShownRow,
} from '@merchant-portal/contracts/schemas/pre-auth';
import { useMemo, useState } from 'react';
import { gridColumns } from '../../components/grid-columns';
import { ListPage } from '../../components/list-page';
import { TRANSACTIONS_NOUN } from '../../components/totals-strip';
import { useListFiles } from '../../components/use-list-files';
import { useUrlListView } from '../../components/use-url-list-view';
import { useColumnVisibility } from '../../lib/api/column-visibility';
import { pageContents } from '../../lib/paged-query';
import { listFailureText } from '../../lib/transaction-texts';
import { downloadPreAuth } from './api/download-pre-auth';
import { usePreAuth, type PreAuthFilter } from './api/get-pre-auth';
import { preAuthUrlView } from './url-view';
import type { ListView } from '../../components/use-list-view';
import { PreAuthFilterBar } from './pre-auth-filter';
import { periodChip } from '../../components/filter-bar/filter-chips';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { useTranslation } from 'react-i18next';

const PAGE_SIZE_OPTIONS = [...PRE_AUTH_PAGE_SIZES];
const FILE_LABELS = { excel: phrase('Download as Excel') };

export const PRE_AUTH_TEXTS = {
  // The spec keeps this failure silent (part 2 §8); a list that fails says so in place of its rows.
  loadFailed: phrase('Could not load pre-auth transactions, please try again later.'),
  noExport: phrase('No pre-auth transactions to export'),
} as const;

export function PreAuthPage() {
  const { t } = useTranslation();
  const [today] = useState(todayInAmman);
  // The search is the address's (use-url-list-view.ts): a reload, Back and Forward and a shared link show it.
  const [codec] = useState(() => preAuthUrlView(today));
  const view = useUrlListView<PreAuthFilter, ListView<PreAuthFilter>>(codec);
  const applied = view.view.filter;

  const { sort } = view.view;
  const list = usePreAuth({ filter: applied, page: view.paging.page, size: view.paging.pageSize, sort });
  const { rows: holds, total } = pageContents(list.data);
  // Card type and status in words, as the file has them.
  const rows = useMemo(() => holds.map(preAuthInWords), [holds]);

  const columns = useColumnVisibility('pre-auth-transactions', PRE_AUTH_COLUMNS);
  // The date and the amount sort on the server (contracts' PRE_AUTH_SORT_FIELDS).
  const shownColumns = gridColumns<PreAuthShownRow>(PRE_AUTH_COLUMNS, { sortable: PRE_AUTH_SORT_FIELDS, t });
  const files = useListFiles(FILE_LABELS, PRE_AUTH_TEXTS.noExport, () =>
    downloadPreAuth(applied, sort, view.paging.pageSize, columns.visible),
  );

  return (
    <ListPage
      title={phrase('Pre Auth Transactions')}
      subtitle={phrase('View and filter pre-authorisation holds')}
      activeFilters={[periodChip(applied, t)]}
      filter={
        <PreAuthFilterBar key={view.restores} defaults={applied} today={today} onSubmit={view.submit} />
      }
      query={list}
      texts={{
        empty: MESSAGES.noTransactionsFound,
        failure: (error) => listFailureText(error, PRE_AUTH_TEXTS.loadFailed),
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
      order={PRE_AUTH_DEFAULT_SORT}
      pageSizes={PAGE_SIZE_OPTIONS}
    />
  );
}
