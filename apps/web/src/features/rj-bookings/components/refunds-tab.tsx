// The Refunds tab (spec part 2 §2 "RJ Ticket Bookings", §4 "Refund workflow"): the filter, a server-paged
// grid of refund workflows with a view icon each, the CSV file and Refresh; 'Could not fetch Event' in place
// of the rows when the list cannot be read, 'No Items' when it is empty.
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { workflowStatusLabel } from '@merchant-portal/contracts/labels';
import {
  BOOKING_MESSAGES,
  WORKFLOW_DEFAULT_SORT,
  WORKFLOW_FILTERS,
  type RefundWorkflow,
} from '@merchant-portal/contracts/schemas/bookings';
import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { downloadRefundWorkflows } from '../api/download-refund-workflows';
import { useRefundWorkflows, type WorkflowSearchFilter } from '../api/get-refund-workflows';
import { formatAmount, formatTimestamp, orDash } from '../format';
import { ACTIONS_FIELD, searchOf, useTabList, type TabProps } from './grid-view';
import { bookingFilterChips } from './booking-filter-form';
import { ListTab } from './list-tab';
import { RefundsFilter } from './refunds-filter';
import { WorkflowDialog } from './workflow-dialog';

function columnsWith(onView: (workflow: RefundWorkflow) => void, t: TFunction): GridColDef<RefundWorkflow>[] {
  return [
    {
      field: 'bookingRefNo',
      headerName: t('Booking Ref No'),
      minWidth: 140,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => row.workflowData.bookingRefNo,
    },
    {
      field: 'promoCode',
      headerName: t('PromoCode'),
      minWidth: 110,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => orDash(row.workflowData.promoCode),
    },
    {
      field: 'refundAmount',
      headerName: t('Refund Amount'),
      minWidth: 140,
      flex: 1,
      // The amount and the updated date sort on the server (contracts' WORKFLOW_SORT_FIELDS).
      sortable: true,
      valueGetter: (_value, row) =>
        formatAmount(row.workflowData.refundAmount, row.workflowData.refundCurrency),
    },
    {
      field: 'workflowLastUpdatedDate',
      headerName: t('Updated Date'),
      minWidth: 150,
      flex: 1,
      sortable: true,
      valueFormatter: (value: string) => formatTimestamp(value),
    },
    {
      field: 'workflowLastUpdatedBy',
      headerName: t('Updated By'),
      minWidth: 180,
      flex: 1,
      sortable: false,
    },
    {
      field: 'applicationStatus',
      headerName: t('Status'),
      minWidth: 190,
      flex: 1,
      sortable: false,
      valueFormatter: (value: RefundWorkflow['applicationStatus']) => t(workflowStatusLabel(value)),
    },
    {
      field: ACTIONS_FIELD,
      headerName: t('Actions'),
      width: 90,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      hideable: false,
      renderCell: ({ row }) => {
        const label = t('View refund request of {{bookingRefNo}}', {
          bookingRefNo: row.workflowData.bookingRefNo,
        });
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

export interface RefundsTabProps extends TabProps<WorkflowSearchFilter> {
  isChecker: boolean;
}

export function RefundsTab({ view, onViewChange, formKey, today, isChecker, username }: RefundsTabProps) {
  const { t } = useTranslation();
  const list = useRefundWorkflows(searchOf(view));
  const { controls, dialog, panel } = useTabList(
    { view, onViewChange },
    list,
    { sameItem: (a, b) => a.workflowId === b.workflowId, columnsWith },
    {
      screen: 'rj-booking-refunds',
      noneText: phrase('No refunds to download'),
      download: downloadRefundWorkflows,
    },
  );
  const { shown } = dialog;

  return (
    <ListTab
      filter={<RefundsFilter key={formKey} defaults={view.filter} today={today} onSubmit={controls.submit} />}
      activeFilters={bookingFilterChips(view.filter, t, [
        [phrase('Status'), view.filter.status === 'ALL' ? '' : t(WORKFLOW_FILTERS[view.filter.status])],
      ])}
      dialog={
        shown && (
          <WorkflowDialog
            workflow={shown}
            isChecker={isChecker}
            username={username}
            onClose={dialog.close}
            onDecided={dialog.replace}
          />
        )
      }
      label={phrase('Refunds')}
      order={WORKFLOW_DEFAULT_SORT}
      query={list}
      texts={{ empty: BOOKING_MESSAGES.noItems, failure: BOOKING_MESSAGES.fetchFailed }}
      getRowId={(row) => row.workflowId}
      {...panel}
    />
  );
}
