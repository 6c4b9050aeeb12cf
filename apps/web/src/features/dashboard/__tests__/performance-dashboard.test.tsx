import { MESSAGES } from '@merchant-portal/contracts/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failWith, fakeApi, type FakeApi } from '../../../test/fake-api';
import { signInEachTest, user } from '../../../test/page';
import { WEEKLY_FAILED } from '../performance/activity-sections';
import { BRANCHES, dashboard, loan, loaded, renderDashboard, tile, weeklyPage } from './dashboard-fixtures';

let api: FakeApi;
signInEachTest();

/** Renders the dashboard, waits for it to load, and returns its section of that name. */
async function openSection(name: string) {
  renderDashboard();
  await loaded();
  return within(screen.getByRole('region', { name }));
}

describe('Performance dashboard (spec part 1 §2)', () => {
  beforeEach(() => {
    api = fakeApi({
      performanceDashboard: () => ({ data: dashboard() }),
      weeklyActivity: (request) => weeklyPage(Number(request.query.page ?? 1)),
      loanEligibility: () => loan(),
      sendEmail: () => ({ message: MESSAGES.emailSent }),
    });
  });

  it('greets the user and names the merchant', async () => {
    renderDashboard();
    expect(await loaded()).toBeInTheDocument();
    expect(screen.getByText('Hello, Rania')).toBeInTheDocument();
  });

  it('reads the tiles at the chosen bank-customer index, the card tiles at Y and N under Both', async () => {
    renderDashboard();
    await screen.findByRole('heading', { name: 'Zahran Hypermarkets Performance Dashboard' });
    // Default index 0: Yes.
    expect(tile('Transactions')).toHaveTextContent('365');
    expect(tile('Transactions')).toHaveTextContent('Up 12.50%');
    expect(tile('Amount (JOD)')).toHaveTextContent('11.1K');
    expect(tile('Amount (JOD)')).toHaveTextContent('Up 0.00%');

    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(tile('Transactions')).toHaveTextContent('585');
    expect(tile('Transactions')).toHaveTextContent('Down 3.25%');
    expect(tile('Bank card transactions')).toHaveTextContent('0');
    expect(tile('Other card transactions')).toHaveTextContent('Down 7.00%');

    await user.click(screen.getByRole('button', { name: 'Both' }));
    expect(tile('Transactions')).toHaveTextContent('950');
    // No figures for the same week a year before: 'new', never a fall against an empty week.
    expect(tile('Amount (JOD)')).toHaveTextContent('new');
    expect(tile('Amount (JOD)')).not.toHaveTextContent('Down');
    expect(tile('Bank card transactions')).toHaveTextContent('365');
    expect(tile('Bank card transactions')).toHaveTextContent('Up 4.00%');
    expect(tile('Other card transactions')).toHaveTextContent('585');
    expect(tile('Other card transactions')).toHaveTextContent('Down 7.00%');
  });

  it('pages the branches 10 at a time, amount descending; Prev stops at 1, Next has no end', async () => {
    const section = await openSection('Branches Activity');
    await user.click(section.getByRole('button', { name: 'Table' }));
    // The rows between the header and the totals row.
    const names = () =>
      section
        .getAllByRole('row')
        .slice(1, -1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names()).toEqual(BRANCHES.slice(0, 10).map((branch) => branch.brnchOfTrxYtd));
    // The totals row adds up every branch, not only this page's.
    const count = BRANCHES.reduce((sum, branch) => sum + branch.brnchTrxCntYtd, 0);
    const amount = BRANCHES.reduce((sum, branch) => sum + branch.brnchTrxAmtYtd, 0);
    expect(section.getByRole('row', { name: /^Total, all branches/ })).toHaveTextContent(
      `Total, all branches${count.toLocaleString('en-US')}${amount.toLocaleString('en-US')}.000`,
    );
    expect(section.getByRole('button', { name: 'Prev' })).toBeDisabled();

    await user.click(section.getByRole('button', { name: 'Next' }));
    expect(names()).toEqual(['Branch 11', 'Branch 12']);
    await user.click(section.getByRole('button', { name: 'Next' }));
    expect(section.getByText('Page 3')).toBeInTheDocument();
    expect(section.getByText('Loading...')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(section.getByRole('button', { name: 'Prev' }));
    await user.click(section.getByRole('button', { name: 'Prev' }));
    expect(section.getByText('Page 1')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Prev' })).toBeDisabled();
  });

  it('filters a chart by branch checkboxes, ALL exclusive', async () => {
    const section = await openSection('Monthly Activity');
    const all = section.getByRole('checkbox', { name: 'ALL' });
    const first = section.getByRole('checkbox', { name: 'Branch 01' });
    const second = section.getByRole('checkbox', { name: 'Branch 02' });
    await user.click(section.getByRole('button', { name: 'Table' }));
    const october = () =>
      within(section.getByRole('row', { name: /^OCT/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(all).toBeChecked();
    expect(october()).toEqual(['OCT', '150', '4,500.000']);

    await user.click(first);
    expect(all).not.toBeChecked();
    expect(october()).toEqual(['OCT', '100', '3,000.000']);
    await user.click(second);
    expect(october()).toEqual(['OCT', '100', '3,000.000', '50', '1,500.000']);

    await user.click(all);
    expect(all).toBeChecked();
    expect(first).not.toBeChecked();
    expect(second).not.toBeChecked();
    expect(october()).toEqual(['OCT', '150', '4,500.000']);
  });

  it('lists the churning customers with their window, and says so when there are none', async () => {
    const section = await openSection('Churn and visits frequency');
    expect(
      section.getByText(
        'Top 1 churning customers: paid in at least 3 weeks from 29-06-2026 to 27-09-2026, and not since 28-09-2026.',
      ),
    ).toBeInTheDocument();
    expect(section.getByRole('cell', { name: '412345******1234' })).toBeInTheDocument();
  });

  it('says there are no churning customers instead of loading forever', async () => {
    api.answer('performanceDashboard', () => ({ data: { ...dashboard(), churn: [] } }));
    const section = await openSection('Churn and visits frequency');
    expect(
      section.getByText(
        'No churning customers: nobody who paid in at least 3 weeks from 29-06-2026 to 27-09-2026 has stayed away since 28-09-2026.',
      ),
    ).toBeInTheDocument();
    expect(section.queryByText('Loading...')).not.toBeInTheDocument();
    expect(section.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says a branch whose terminals are all in its top 3 has no lowest 3 of its own', async () => {
    const section = await openSection('Terminal Transactions YTD');
    expect(section.getByRole('table', { name: 'Lowest 3 terminals' })).toHaveTextContent('01010102');
    await user.click(section.getByRole('radio', { name: 'Branch 02' }));
    expect(section.queryByRole('table', { name: 'Lowest 3 terminals' })).not.toBeInTheDocument();
    expect(section.getByText('Every terminal of Branch 02 is among its top 3.')).toBeInTheDocument();
  });

  it('lists visitation by visit count ascending, 10 a page', async () => {
    const section = await openSection('Bank customer visitation frequency YTD');
    const visits = () =>
      section
        .getAllByRole('row')
        .slice(1, -1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(visits()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    // Every visit count's customers and amount, whatever the page.
    expect(section.getByRole('row', { name: /^Total, all visits/ })).toHaveTextContent(
      'Total, all visits1,26612,066.000',
    );
    await user.click(section.getByRole('button', { name: 'Next' }));
    expect(visits()).toEqual(['11', '12']);
  });

  it('shows the loan text and no gauge at or below an average of 500,000', async () => {
    const section = await openSection('Loan Eligibility Criteria');
    expect(section.getByText('from 30k to 100k')).toBeInTheDocument();
    expect(section.queryByRole('img')).not.toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Interested' })).toBeEnabled();
  });

  it('shows the gauge above 500,000 with its scale', async () => {
    api.answer('loanEligibility', () => loan({ customersegmentcode: 'SME' }, 1_250_000));
    const section = await openSection('Loan Eligibility Criteria');
    expect(
      section.getByRole('img', { name: 'Average credit transactions against the loan scale' }),
    ).toBeInTheDocument();
    expect(section.queryByText('from 30k to 100k')).not.toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Table' }));
    expect(section.getByRole('row', { name: /Scale from/ })).toHaveTextContent('100.0K');
    expect(section.getByRole('row', { name: /Scale to/ })).toHaveTextContent('3.0M');
  });

  it('hides the loan card when the merchant is not eligible', async () => {
    api.answer('loanEligibility', () => loan({ loaneligibility: 'N' }));
    renderDashboard();
    await screen.findByRole('heading', { name: 'Zahran Hypermarkets Performance Dashboard' });
    await waitFor(() => expect(api.sent('loanEligibility')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Loan Eligibility Criteria' })).not.toBeInTheDocument();
  });

  it('asks before it sends an e-mail, sends one, says so, and cannot send it again', async () => {
    renderDashboard();
    const button = await screen.findByRole('button', { name: MESSAGES.retainCustomers });
    // A double click (the second click lands while the question opens) asks once and sends nothing.
    fireEvent.click(button);
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'E-mail your account manager?' });
    expect(dialog).toHaveTextContent('asking for help retaining your churning customers');
    expect(api.sent('sendEmail')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('sendEmail')).toHaveLength(0);

    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send e-mail' }));
    expect(await screen.findByText(MESSAGES.emailSent)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('E-mail sent to your account manager.');
    expect(button).toBeDisabled();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent('sendEmail').map((request) => request.query)).toEqual([
      { country: 'JO', lang: 'en', emailSource: 'churn' },
    ]);
  });

  async function sendApplyNow() {
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      "to apply for the bank's offer on your bank customers' visitation frequency",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
  }

  it('says the mail failed when the call fails, and lets the user try again', async () => {
    api.answer('sendEmail', () => failWith(503, MESSAGES.emailFailed));
    renderDashboard();
    await sendApplyNow();
    expect(await screen.findByText(MESSAGES.emailFailed, { normalizer: (text) => text })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
  });

  it('shows the server’s own text when the merchant’s e-mails of the hour are used up (429)', async () => {
    api.answer('sendEmail', () => failWith(429, MESSAGES.emailLimitReached));
    renderDashboard();
    await sendApplyNow();
    expect(await screen.findByText(MESSAGES.emailLimitReached)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.emailFailed, { normalizer: (text) => text })).not.toBeInTheDocument();
  });

  it('pages Weekly Activity back through earlier weeks with its own call, part weeks marked', async () => {
    const section = await openSection('Weekly Activity');
    expect(await section.findByText('25-08-2026 to 22-11-2026')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Later' })).toBeDisabled();
    await user.click(section.getByRole('button', { name: 'Table' }));
    expect(section.getByRole('row', { name: /^16-11-2026/ })).toHaveTextContent('16-11-2026201,476.750');
    await user.click(section.getByRole('button', { name: 'Earlier' }));
    expect(await section.findByText('26-05-2026 to 24-08-2026')).toBeInTheDocument();
    expect(section.getByRole('row', { name: /^18-08-2026 \(part week\)/ })).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Earlier' })).toBeDisabled();
    expect(api.sent('weeklyActivity').map((request) => request.query)).toEqual([
      { currency: 'JOD', page: '1' },
      { currency: 'JOD', page: '2' },
    ]);
    await user.click(section.getByRole('button', { name: 'Later' }));
    expect(await section.findByText('25-08-2026 to 22-11-2026')).toBeInTheDocument();
  });

  it('shows Weekly Activity’s own failure with a Retry, the rest of the dashboard intact', async () => {
    let fails = true;
    api.answer('weeklyActivity', (request) =>
      fails ? failWith(500, 'Internal server error') : weeklyPage(Number(request.query.page ?? 1)),
    );
    const section = await openSection('Weekly Activity');
    expect(await section.findByRole('alert')).toHaveTextContent(WEEKLY_FAILED);
    expect(section.queryByText('Loading...')).not.toBeInTheDocument();
    expect(tile('Transactions')).toHaveTextContent('365');
    fails = false;
    await user.click(section.getByRole('button', { name: 'Retry' }));
    expect(await section.findByText('25-08-2026 to 22-11-2026')).toBeInTheDocument();
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
  });
});
