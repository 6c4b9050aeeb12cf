// /mofa-transactions (spec part 2 §2 "MOFA Transactions", §4, §9): the consular fees paid by card to the
// ministry's merchant — the filter bar over a server-paged grid whose column choice the user keeps, its PDF and
// Excel files and Refresh. Which embassies a user may see is the server's rule; the screen only preselects.
import { todayInAmman } from '@merchant-portal/contracts/dates';
import { isEmbassyUser, merchantCodeOf } from '@merchant-portal/contracts/permissions';
import {
  MOFA_COLUMNS,
  MOFA_DEFAULT_SORT,
  MOFA_SORT_FIELDS,
  embassyOfUsername,
  mofaFormRange,
  showsEmbassyFilter,
  type MofaRow,
} from '@merchant-portal/contracts/schemas/mofa';
import type { ExportFormat } from '@merchant-portal/contracts/schemas/transactions';
import { useMemo, useState } from 'react';
import { gridColumns } from '../../components/grid-columns';
import { ListPage } from '../../components/list-page';
import { TRANSACTIONS_NOUN } from '../../components/totals-strip';
import { useListFiles } from '../../components/use-list-files';
import { PaymentDetailsPanel } from '../../components/payment-details/payment-details-panel';
import { useOpenPayment } from '../../components/payment-details/use-open-payment';
import type { ListView } from '../../components/use-list-view';
import { useUrlListView } from '../../components/use-url-list-view';
import { useColumnVisibility } from '../../lib/api/column-visibility';
import { roleNamesOf, useCurrentUser } from '../../lib/current-user';
import { TRANSACTION_TEXTS, searchFailureText } from '../../lib/transaction-texts';
import { exportMofaTransactions } from './api/export-mofa-transactions';
import { useEmbassies } from './api/get-embassies';
import { useMofaTransactions, type MofaFilter } from './api/get-mofa-transactions';
import { MofaFilterBar, mofaFilterChips } from './mofa-filter';
import { MOFA_PAGE_SIZES, mofaUrlView } from './url-view';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { useTranslation } from 'react-i18next';

const PAGE_SIZE_OPTIONS = MOFA_PAGE_SIZES;
const FILE_LABELS: Record<ExportFormat, string> = {
  pdf: phrase('Export to PDF'),
  excel: phrase('Download as Excel'),
};
const NO_ROWS: MofaRow[] = [];

const NO_CONDITIONS = {
  rrn: '',
  authCode: '',
  tranRefNo: '',
  isChargedBack: false,
  isProcessed: false,
  isPreArb: false,
} as const;

export function MofaTransactionsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const merchantCode = merchantCodeOf(user.username);
  const showsEmbassy = showsEmbassyFilter(user.username);
  // An embassy user named after their embassy (consular_12@…) searches it from the first load (part 2 §4).
  const embassy = (isEmbassyUser(roleNamesOf(user)) && embassyOfUsername(user.username)) || '';
  const [today] = useState(todayInAmman);
  const [formDefaults] = useState<MofaFilter>(() => ({ ...NO_CONDITIONS, ...mofaFormRange(today), embassy }));
  // The form's values replace the applied filter whole (part 2 §4). The search is the address's
  // (use-url-list-view.ts): a reload, Back and Forward and a shared link show it.
  const [codec] = useState(() => mofaUrlView({ today, showsEmbassy, embassy }));
  const [defaultSearch] = useState(() => JSON.stringify(codec.read(new URLSearchParams()).filter));
  const view = useUrlListView<MofaFilter, ListView<MofaFilter>>(codec);
  const applied = view.view.filter;
  // The form starts from its own defaults while the screen's first search is applied, else from the search.
  const shownDefaults = JSON.stringify(applied) === defaultSearch ? formDefaults : applied;

  const embassies = useEmbassies(showsEmbassy);
  // The date and the two totals sort on the server (contracts' MOFA_SORT_FIELDS).
  const shownColumns = gridColumns<MofaRow>(MOFA_COLUMNS, { sortable: MOFA_SORT_FIELDS, t });
  const columns = useColumnVisibility('mofa-transactions', MOFA_COLUMNS);
  const search = { filter: applied, merchantCode, sort: view.view.sort };
  const list = useMofaTransactions({
    ...search,
    maxCount: view.paging.pageSize,
    offset: view.paging.page * view.paging.pageSize,
  });
  const rows = list.data?.content ?? NO_ROWS;
  const totalElements = list.data?.totalElements ?? 0;

  const files = useListFiles(FILE_LABELS, TRANSACTION_TEXTS.noExport, (format) =>
    exportMofaTransactions(search, columns.visible, totalElements, format),
  );

  const embassyOptions = useMemo(() => embassies.data ?? [], [embassies.data]);
  const payment = useOpenPayment();

  return (
    <ListPage
      title={phrase('MOFA Transactions')}
      subtitle={phrase('View and filter past transactions')}
      activeFilters={mofaFilterChips(applied, embassyOptions, t)}
      filter={
        <MofaFilterBar
          key={view.restores}
          defaults={shownDefaults}
          today={today}
          showsEmbassy={showsEmbassy}
          embassies={embassyOptions}
          onSubmit={view.submit}
        />
      }
      query={list}
      texts={{ empty: TRANSACTION_TEXTS.noRows, failure: searchFailureText }}
      files={files}
      totals={list.data?.totals}
      noun={TRANSACTIONS_NOUN}
      rows={rows}
      columns={shownColumns}
      columnVisibilityModel={columns.model}
      onColumnVisibilityModelChange={columns.onChange}
      total={totalElements}
      controls={view}
      order={MOFA_DEFAULT_SORT}
      pageSizes={PAGE_SIZE_OPTIONS}
      // A fee opens the card payment that paid it.
      onRowOpen={(row) => payment.open(row.cardTransactionId)}
    >
      <PaymentDetailsPanel />
    </ListPage>
  );
}
