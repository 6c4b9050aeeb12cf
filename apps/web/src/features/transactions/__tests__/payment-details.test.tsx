import type { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { TransactionDetails } from '@merchant-portal/contracts/schemas/transaction-details';
import type { DccSummaryRow } from '@merchant-portal/contracts/schemas/transactions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_TEXTS } from '../../../components/payment-details/payment-details-panel';
import { violationsOf } from '../../../test/axe-violations';
import { failWith, type FakeHandler, type FakeReply } from '../../../test/fake-api';
import { renderAs, signInEachTest, user } from '../../../test/page';
import { paymentDetailsOf, searchPageOf } from '../../../test/replies';
import { signedInUser } from '../../../test/users';
import { ModeeTransactionsPage, TransactionsPage } from '../transactions-page';
import { USERNAME, row, server } from './transactions-fixtures';

signInEachTest();

type DetailsHandler = FakeHandler<typeof ENDPOINTS.transactionDetails>;

const ANSWER_BY_ID: DetailsHandler = ({ params }) => paymentDetailsOf(params.id ?? '');

/** The Transactions screen (or `page`) at `path`, its search answering rows 42 and 43. */
function openScreen({
  path = '/transactions',
  details = ANSWER_BY_ID,
  page = <TransactionsPage />,
}: { path?: string; details?: DetailsHandler; page?: ReactElement } = {}) {
  const api = server({
    read: () => searchPageOf([row('42'), row('43')]),
    more: { transactionDetails: details },
  });
  const rendered = renderAs(signedInUser(USERNAME, ['ROLE_MERCHANT_USER']), page, { path });
  return { api, ...rendered };
}

const panel = () => screen.findByRole('dialog', { name: 'Payment details' });

/** The value shown beside `name` in the panel. */
function detail(dialog: HTMLElement, name: string): string | null {
  // By text, not by role: a role query walks the whole page behind the panel, one detail at a time.
  return within(dialog).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

async function rowCell(text: string): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid', { name: 'Transactions' });
  return within(grid).findByText(text);
}

/** A refund of payment 42, as its details list it among the linked payments. */
const refundOf42: TransactionDetails['linked'] = [
  {
    id: '90',
    transactionType: 'REFUND',
    transactionDate: '03-03-2026',
    transactionTime: '12:00:00',
    amount: 40,
    currency: 'JOD',
  },
];

describe('payment details (opened from the Transactions grid)', () => {
  it('a click on a row opens the panel for its id, and puts the payment in the URL', async () => {
    const { api, router } = openScreen({ path: '/transactions?page=1' });

    await user.click(await rowCell('REF-42'));

    const dialog = await panel();
    expect(await within(dialog).findByText('TRM-0042')).toBeInTheDocument();
    expect(api.sent('transactionDetails').map(({ params }) => params)).toEqual([{ id: '42' }]);
    expect(router.state.location.search).toBe('?page=1&payment=42');
  });

  it('shows the payment: the masked card, where, the amounts in their currency, the source in words', async () => {
    openScreen({ path: '/transactions?payment=42' });

    const dialog = await panel();
    await within(dialog).findByText('TRM-0042');
    expect(detail(dialog, 'Card Number')).toBe('411111******1111');
    expect(detail(dialog, 'Terminal ID')).toBe('TRM-0042');
    expect(detail(dialog, 'Branch')).toBe('101 - Abdali');
    expect(detail(dialog, 'Merchant')).toBe('4000000101 - Zahran Hypermarkets');
    expect(detail(dialog, 'Net Amount')).toMatch(/^JOD\s98\.250$/);
    expect(detail(dialog, 'Fixed Amount')).toMatch(/^JOD\s0\.250$/);
    expect(detail(dialog, 'MDR Percentage')).toBe('1.50%');
    expect(detail(dialog, 'Source')).toBe('PoS');
    expect(detail(dialog, 'Type')).toBe('Sale');
    expect(detail(dialog, 'Card Scheme')).toBe('Visa');
    expect(detail(dialog, 'Credit/Debit')).toBe('Debit');
    expect(detail(dialog, 'Local/International')).toBe('Local');
    expect(detail(dialog, 'Customer of the Bank')).toBe('Yes');
    expect(detail(dialog, 'Transaction Time')).toBe('10:15:30 (Amman)');
    expect(detail(dialog, 'Deposit Date')).toBe('02-03-2026');
    // What a sale of this kind does not have is left out, not shown empty.
    for (const section of ['DCC', 'BNPL', 'Linked payments', 'MOFA record']) {
      expect(within(dialog).queryByRole('heading', { name: section })).not.toBeInTheDocument();
    }
    expect(within(dialog).queryByText('QR Transaction ID')).not.toBeInTheDocument();
  });

  it('Enter on a focused cell opens that row; Close removes the payment and keeps the other keys', async () => {
    const { api, router } = openScreen({ path: '/transactions?page=1&size=20' });
    const cell = await rowCell('REF-43');
    cell.focus();
    await user.keyboard('{Enter}');

    await panel();
    expect(api.sent('transactionDetails').at(-1)?.params).toEqual({ id: '43' });
    await user.click(within(await panel()).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?page=1&size=20');
  });

  it('a pasted link opens its payment; Close takes only the payment out of the URL', async () => {
    const { api, router } = openScreen({ path: '/transactions?size=20&payment=77&sort=netAmount' });

    const dialog = await panel();
    expect(await within(dialog).findByText('TRM-0042')).toBeInTheDocument();
    expect(api.sent('transactionDetails')[0]?.params).toEqual({ id: '77' });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?size=20&sort=netAmount');
  });

  it('Back closes a panel opened from the grid', async () => {
    const { router } = openScreen();
    await user.click(await rowCell('REF-42'));
    await panel();

    await router.navigate(-1);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('a linked payment opens in the same panel, and Back returns to the first', async () => {
    const { api, router } = openScreen({
      path: '/transactions?payment=42',
      details: ({ params }) =>
        params.id === '42'
          ? paymentDetailsOf('42', { linked: refundOf42 })
          : paymentDetailsOf('90', { transactionType: 'REFUND', terminalId: 'TRM-0090' }),
    });
    const dialog = await panel();
    const refund = await within(dialog).findByRole('button', { name: /Refund: JOD\s40\.000/ });
    expect(refund).toHaveTextContent('03-03-2026 12:00:00');

    await user.click(refund);

    expect(await within(dialog).findByText('TRM-0090')).toBeInTheDocument();
    expect(detail(dialog, 'Type')).toBe('Refund');
    expect(api.sent('transactionDetails').map(({ params }) => params.id)).toEqual(['42', '90']);
    expect(new URLSearchParams(router.state.location.search).get('payment')).toBe('90');

    await router.navigate(-1);
    expect(await within(dialog).findByText('TRM-0042')).toBeInTheDocument();

    // The link opened the first payment: Close leaves the list, not the payment the link named.
    await user.click(await within(dialog).findByRole('button', { name: /Refund/ }));
    await within(dialog).findByText('TRM-0090');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('Close after a linked payment opened from the grid goes back to the list as it was', async () => {
    const { router } = openScreen({
      path: '/transactions?size=20',
      details: ({ params }) =>
        paymentDetailsOf(params.id ?? '', { linked: params.id === '42' ? refundOf42 : [] }),
    });
    await user.click(await rowCell('REF-42'));
    const dialog = await panel();
    await user.click(await within(dialog).findByRole('button', { name: /Refund/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?size=20&payment=90'));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?size=20');
    // Nothing behind the list reopens a payment.
    expect(router.state.historyAction).toBe('POP');
  });

  it('a payment the server does not know (or another merchant’s) says so', async () => {
    openScreen({ path: '/transactions?payment=42', details: () => failWith(404, 'Not Found') });
    const dialog = await panel();
    expect(await within(dialog).findByText(PAYMENT_TEXTS.notFound)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('a link whose id cannot be a payment is not found without asking the server', async () => {
    const { api } = openScreen({ path: '/transactions?payment=12ab' });
    const dialog = await panel();
    expect(within(dialog).getByText(PAYMENT_TEXTS.notFound)).toBeInTheDocument();
    expect(api.sent('transactionDetails')).toEqual([]);
  });

  it('a failure says so with Retry, which asks again and then shows the payment', async () => {
    let answer: FakeReply | ReturnType<typeof paymentDetailsOf> = failWith(500, 'Internal Server Error');
    const { api } = openScreen({ path: '/transactions?payment=42', details: () => answer });
    const dialog = await panel();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYMENT_TEXTS.failed);
    expect(within(dialog).queryByText(PAYMENT_TEXTS.notFound)).not.toBeInTheDocument();

    answer = paymentDetailsOf('42');
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));

    expect(await within(dialog).findByText('TRM-0042')).toBeInTheDocument();
    expect(api.sent('transactionDetails')).toHaveLength(2);
  });

  it("Copy link puts the page's address with the payment on the clipboard and says 'Link copied'", async () => {
    openScreen({ path: '/transactions?page=1&payment=42' });
    const dialog = await panel();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));

    expect(await screen.findByText(PAYMENT_TEXTS.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/transactions?page=1&payment=42`,
    );
  });

  it('Copy link says so when the browser refuses the clipboard', async () => {
    openScreen({ path: '/transactions?payment=42' });
    const dialog = await panel();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));

    expect(await screen.findByText(PAYMENT_TEXTS.copyRefused)).toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_TEXTS.copied)).not.toBeInTheDocument();
  });

  it('shows DCC, BNPL and the QR references only when the payment has them', async () => {
    openScreen({
      path: '/transactions?payment=42',
      details: () =>
        paymentDetailsOf('42', {
          source: 'QR',
          transactionId: 'QR-778899',
          billNumber: 'BILL-12',
          merchantRef: 'ORDER-5',
          category: 'Rides',
          dccType: 'DCC',
          share: 1.234,
          bnplTxn: 'Y',
          bnplMdrValue: 2,
          bnplAmount: 50,
          bnplMdrAmount: 1,
          isBankCustomer: false,
        }),
    });
    const dialog = await panel();
    await within(dialog).findByText('TRM-0042');
    expect(detail(dialog, 'Source')).toBe('Reflect');
    expect(detail(dialog, 'QR Transaction ID')).toBe('QR-778899');
    expect(detail(dialog, 'Bill Number')).toBe('BILL-12');
    expect(detail(dialog, 'Merchant Reference')).toBe('ORDER-5');
    expect(detail(dialog, 'Category')).toBe('Rides');
    expect(detail(dialog, 'Customer of the Bank')).toBe('No');
    expect(detail(dialog, 'DCC Type')).toBe('DCC: paid in the card’s currency');
    expect(detail(dialog, 'Share')).toMatch(/^JOD\s1\.234$/);
    expect(detail(dialog, 'BNPL MDR Value')).toBe('2.00%');
    expect(detail(dialog, 'BNPL Amount')).toMatch(/^JOD\s50\.000$/);
  });

  it('the open panel has no axe-core violations', async () => {
    openScreen({
      path: '/transactions?payment=42',
      details: () =>
        paymentDetailsOf('42', {
          linked: [
            {
              id: '90',
              transactionType: 'REFUND',
              transactionDate: '03-03-2026',
              transactionTime: '12:00:00',
              amount: 40,
              currency: 'JOD',
            },
          ],
          dccType: 'DCC',
          share: 1,
          bnplTxn: 'Y',
        }),
    });
    const dialog = await panel();
    await within(dialog).findByText('TRM-0042');
    expect(await violationsOf(dialog)).toEqual([]);
  });
});

describe('payment details on MoDEE and the DCC summary', () => {
  it('MoDEE opens a row the same way', async () => {
    const { api } = openScreen({ path: '/modee-transactions', page: <ModeeTransactionsPage /> });
    const grid = await screen.findByRole('grid', { name: 'Transactions' });
    const [firstRowTerminal] = await within(grid).findAllByText('T1');
    await user.click(firstRowTerminal!);
    await panel();
    expect(api.sent('transactionDetails')[0]?.params).toEqual({ id: '42' });
  });

  it('a DCC summary row (a merchant’s month, no id) opens nothing', async () => {
    const summary: DccSummaryRow = {
      tranMerchantID: '4000000101',
      tranMerchantName: 'Zahran Market',
      pureTxnCount: 1,
      pureTxnAmount: 10,
      dccTxnCount: 1,
      dccTxnAmount: 20,
      keyTxnCount: 0,
      keyTxnAmount: 0,
      hitRate: 50,
      share: 66.67,
    };
    const { api } = openScreen();
    await rowCell('REF-42');
    api.answer('transactionSearch', () => searchPageOf([summary]));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Transaction Source/ }));
    await user.click(await screen.findByRole('option', { name: 'DCC' }));
    await user.click(screen.getByRole('button', { name: 'Submit Search' }));

    await user.click(await rowCell('Zahran Market'));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent('transactionDetails')).toEqual([]);
  });
});
