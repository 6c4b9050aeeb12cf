// /rj-bookings (spec part 2 §2 "RJ Ticket Bookings"): the airline's booking payments and their refund
// workflows, one tab each, for the booking maker and the booking checker. Which actions show is the role's
// (§6) and the booking's server-computed flags. The tab is in the address (?tab=refunds), so a reload or the
// back button keeps it; each tab keeps its filter and page, in the address too (url-view.ts), while the other
// is shown. A checker sees on the
// Refunds tab how many refund requests wait for a decision.
import { todayInAmman } from '@merchant-portal/contracts/dates';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { permissionsFor } from '@merchant-portal/contracts/permissions';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useCallback, useId, useState, type ReactNode, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { roleNamesOf, useCurrentUser } from '../../lib/current-user';
import type { BookingFilter } from './api/get-booking-history';
import type { WorkflowSearchFilter } from './api/get-refund-workflows';
import { useWaitingRefunds } from './api/get-waiting-refunds';
import type { GridView } from './components/grid-view';
import { useUrlListView } from '../../components/use-url-list-view';
import { paymentsUrlView, refundsUrlView, tabOf } from './url-view';
import { PaymentsTab } from './components/payments-tab';
import { RefundsTab } from './components/refunds-tab';
import { countText } from '../../lib/figures';

const TABS = [
  { key: 'payments', label: phrase('Payments') },
  { key: 'refunds', label: phrase('Refunds') },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** For the checker: 'Refunds' with a chip of the number waiting, read as "Refunds, 3 waiting". */
function refundsLabel(waiting: number, text: string): ReactNode {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{text}</span>
      <Chip size="small" color={waiting > 0 ? 'warning' : 'default'} label={countText(waiting)} />
    </Stack>
  );
}

export function RjBookingsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const permissions = permissionsFor(roleNamesOf(user));
  const isMaker = permissions.has('rj-bookings:maker');
  const isChecker = permissions.has('rj-bookings:checker');
  const idPrefix = useId();
  const waiting = useWaitingRefunds(isChecker);

  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabKey = tabOf(searchParams);

  const [today] = useState(todayInAmman);
  const [codecs] = useState(() => ({ payments: paymentsUrlView(today), refunds: refundsUrlView(today) }));
  const payments = useUrlListView<BookingFilter, GridView<BookingFilter>>(codecs.payments);
  const refunds = useUrlListView<WorkflowSearchFilter, GridView<WorkflowSearchFilter>>(codecs.refunds);
  // A tab's own controls change its view: its form already shows the change.
  const { setView: setPaymentsView } = payments;
  const { setView: setRefundsView } = refunds;
  const setPayments = useCallback(
    (next: SetStateAction<GridView<BookingFilter>>) => setPaymentsView(next, { byScreen: true }),
    [setPaymentsView],
  );
  const setRefunds = useCallback(
    (next: SetStateAction<GridView<WorkflowSearchFilter>>) => setRefundsView(next, { byScreen: true }),
    [setRefundsView],
  );

  // What both tabs are told besides their own view.
  const shared = { today, username: user.username };

  const tabId = (key: TabKey) => `${idPrefix}-tab-${key}`;
  const panelId = (key: TabKey) => `${idPrefix}-panel-${key}`;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h1">{t('RJ Ticket Bookings')}</Typography>
          <Typography color="text.secondary">{t('View and filter payments')}</Typography>
        </Box>
        <Paper variant="outlined">
          <Tabs
            value={tab}
            aria-label={t('RJ Ticket Bookings')}
            onChange={(_event, next: TabKey) =>
              setSearchParams(
                (current) => {
                  // Every other key stays: each tab's search and whatever else the address holds.
                  const params = new URLSearchParams(current);
                  if (next === 'payments') params.delete('tab');
                  else params.set('tab', next);
                  return params;
                },
                { replace: true },
              )
            }
          >
            {TABS.map(({ key, label }) => (
              <Tab
                key={key}
                value={key}
                {...(key === 'refunds' && waiting.data !== undefined
                  ? {
                      label: refundsLabel(waiting.data, t(label)),
                      'aria-label': t('Refunds, {{waiting}} waiting', { waiting: countText(waiting.data) }),
                    }
                  : { label: t(label) })}
                id={tabId(key)}
                aria-controls={panelId(key)}
              />
            ))}
          </Tabs>
        </Paper>
        {/* Only the shown tab is mounted: a hidden grid has no size to lay itself out by. */}
        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
          {tab === 'payments' ? (
            <PaymentsTab
              view={payments.view}
              onViewChange={setPayments}
              formKey={payments.restores}
              isMaker={isMaker}
              {...shared}
            />
          ) : (
            <RefundsTab
              view={refunds.view}
              onViewChange={setRefunds}
              formKey={refunds.restores}
              isChecker={isChecker}
              {...shared}
            />
          )}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
