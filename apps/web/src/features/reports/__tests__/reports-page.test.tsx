import { REPORT_TEXTS, type ReportRequestItem } from '@merchant-portal/contracts/schemas/reports';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { failWith, fakeApi, type FakeApi, type FakeHandlers } from '../../../test/fake-api';
import { expectTitled, renderAs, signedInStart } from '../../../test/page';
import { ReportsPage } from '../reports-page';
import { captureSaves } from '../../../test/capture-saves';
import { violationsOf } from '../../../test/axe-violations';
import { signedInUser } from '../../../test/users';

const USERNAME = 'petra.admin@4000000194';

const selfInfo = signedInUser(USERNAME, ['ROLE_REPORTS_USER'], {
  firstName: 'Lina',
  lastName: 'Haddad',
  email: 'lina@example.com',
});

function item(id: string, overrides: Partial<ReportRequestItem> = {}): ReportRequestItem {
  return {
    id,
    requestedDate: { dayOfMonth: 24, monthValue: 11, year: 2026 },
    requestedAt: '2026-11-24T08:30:00.000Z',
    requestedBy: USERNAME,
    transactionName: 'P',
    merchantCode: '4000000194',
    branchId: 'ALL',
    fromDate: '01-11-2026',
    toDate: '23-11-2026',
    cardType: 'All',
    methodType: 'All',
    currency: '',
    fileName: null,
    manualRefundFileName: null,
    summaryFileName: null,
    paymentSummaryFileName: null,
    status: 'Pending',
    failureReason: null,
    rowCount: null,
    ...overrides,
  };
}

const completed = (id: string) =>
  item(id, {
    status: 'Completed',
    fileName: `TRANSACTIONS_P_${id}.xlsx`,
    summaryFileName: `SUMMARY_REPORT_P_${id}.xlsx`,
    paymentSummaryFileName: `PAYMENT_SUMMARY_REPORT_P_${id}.xlsx`,
    manualRefundFileName: `MANUAL_REFUNDS_P_${id}.xlsx`,
    rowCount: 1234,
  });

const listOf = (items: ReportRequestItem[]) => ({ data: { results: items } });

let api: FakeApi;
let user: UserEvent;

function server(handlers: FakeHandlers = {}) {
  api = fakeApi({
    branches: () => ({
      data: {
        results: [{ branchId: '019401', branchName: 'Petra Airport Road', transactionType: 'COMMON' }],
      },
    }),
    reportList: () => listOf([]),
    ...handlers,
  });
}

function renderPage() {
  return renderAs(selfInfo, <ReportsPage />);
}

const requestButton = () => screen.getByRole('button', { name: 'Request Report' });

beforeEach(() => {
  user = signedInStart();
});

describe('Reports screen (part 2 §2 "Reports")', () => {
  it("lists the merchant's requests; files are offered only once Completed, with the special merchant's extra files", async () => {
    server({
      reportList: () =>
        listOf([
          item('new'),
          item('failed', { status: 'Failed', failureReason: 'The report could not be written.' }),
          completed('done'),
        ]),
    });
    renderPage();
    expectTitled('Reports', 'View Submit and Download Reports');
    await screen.findByText('Pending');
    const table = screen.getByRole('table', { name: 'Requested reports' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: /xlsx/ })).not.toBeInTheDocument();
    expect(within(rows[0]!).getByText('24-11-2026', { exact: false })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('01-11-2026 to 23-11-2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('The report could not be written.')).toBeInTheDocument();
    const files = within(rows[2]!)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(files).toEqual([
      'TRANSACTIONS_P_done.xlsx',
      'Summary Report',
      'Payment Summary Report',
      'Manual Refunds',
    ]);
    expect(api.sent('reportList')[0]?.query).toMatchObject({ merchantCode: '4000000194', country: 'JO' });
  });

  it('requests a report of the filter as the signed-in user and shows it in the list', async () => {
    let items: ReportRequestItem[] = [];
    server({
      reportList: () => listOf(items),
      reportRequest: (request) => {
        items = [item('asked')];
        return {
          data: {
            ...item('asked'),
            transactionName: String((request.body as { transactionName: string }).transactionName),
          },
        };
      },
    });
    renderPage();
    await screen.findByText(REPORT_TEXTS.noReports);
    await waitFor(() => expect(requestButton()).toBeEnabled());
    await user.click(requestButton());

    expect(await screen.findByText(REPORT_TEXTS.submitted)).toBeInTheDocument();
    const body = api.sent('reportRequest')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      userName: USERNAME,
      merchantCode: '4000000194',
      transactionName: 'P',
      branchId: 'ALL',
      cardType: 'All',
      methodType: 'All',
      download: true,
    });
    expect(body).not.toHaveProperty('category');
    expect(await screen.findByText('Pending')).toBeInTheDocument();
  });

  it("says 'Error occurred while submitting report request' when the request fails, and the limit's own text", async () => {
    server({ reportRequest: () => failWith(500, 'boom') });
    renderPage();
    await waitFor(() => expect(requestButton()).toBeEnabled());
    await user.click(requestButton());
    expect(await screen.findByText(REPORT_TEXTS.submitFailed)).toBeInTheDocument();

    api.answer('reportRequest', () => failWith(429, 'You have 20 reports waiting.'));
    await user.click(requestButton());
    expect(await screen.findByText('You have 20 reports waiting.')).toBeInTheDocument();
  });

  it('says the list could not be loaded, never that nothing was requested, and Retry reads it again', async () => {
    server({ reportList: () => failWith(500, 'boom') });
    renderPage();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(REPORT_TEXTS.listFailed);
    expect(screen.queryByText(REPORT_TEXTS.noReports)).not.toBeInTheDocument();

    api.answer('reportList', () => listOf([completed('back')]));
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'TRANSACTIONS_P_back.xlsx' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the list again by itself while a request is unfinished, until it completes', async () => {
    let reads = 0;
    server({
      reportList: () => {
        reads += 1;
        return listOf([reads < 2 ? item('slow', { status: 'In Progress' }) : completed('slow')]);
      },
    });
    renderPage();
    expect(await screen.findByText('In Progress')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'TRANSACTIONS_P_slow.xlsx' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    const settled = reads;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    // Nothing unfinished: no more reads.
    expect(reads).toBe(settled);
  }, 20_000);

  it('downloads a file under its name, and says the spec text when it fails', async () => {
    const saved = captureSaves();
    server({
      reportList: () => listOf([completed('done')]),
      reportDownload: () => ({ content: 'xlsx', merchantCode: '4000000194' }),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'TRANSACTIONS_P_done.xlsx' }));
    await waitFor(() => expect(saved).toEqual(['TRANSACTIONS_P_done.xlsx']));
    expect(api.sent('reportDownload')[0]?.params).toEqual({ fileName: 'TRANSACTIONS_P_done.xlsx' });

    api.answer('reportDownload', () => failWith(404, 'No such report file'));
    await user.click(screen.getByRole('button', { name: 'Summary Report' }));
    expect(
      await screen.findByText(REPORT_TEXTS.downloadFailed, { normalizer: (text) => text }),
    ).toBeInTheDocument();
  });

  it('has no axe-core violations with requests, the filter and the files on screen', async () => {
    server({ reportList: () => listOf([item('a'), completed('b')]) });
    const { container } = renderPage();
    await screen.findByRole('button', { name: 'TRANSACTIONS_P_b.xlsx' });
    expect(await violationsOf(container)).toEqual([]);
  });
});
