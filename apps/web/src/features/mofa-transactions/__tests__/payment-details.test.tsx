import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentDetailsOf, searchPageOf } from '../../../test/replies';
import { MERCHANT, mofaScreen, payment } from './mofa-fixtures';

const page = mofaScreen();

/** The value shown beside `name` in the panel. */
function detail(dialog: HTMLElement, name: string): string | null {
  // By text, not by role: a role query walks the whole page behind the panel, one detail at a time.
  return within(dialog).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('payment details from the MOFA grid', () => {
  it('a fee opens the card payment that paid it, with the ministry’s record', async () => {
    const fee = payment('p1', { cardTransactionId: '5001' });
    const other = payment('p2', { cardTransactionId: '5002' });
    page.openPage({
      list: () => searchPageOf([fee, other]),
      more: {
        transactionDetails: ({ params }) =>
          paymentDetailsOf(params.id ?? '', {
            source: 'CS',
            merchantCode: MERCHANT,
            merchantName: 'Consular Fees',
            transactionAmount: 25.65,
            mofa: params.id === '5001' ? fee : other,
          }),
      },
    });
    const grid = await screen.findByRole('grid', { name: 'MOFA Transactions' });

    await page.user.click(await within(grid).findByText('MOFA-p1'));

    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    await within(dialog).findByRole('heading', { name: 'MOFA record' });
    expect(page.api.sent('transactionDetails').map(({ params }) => params)).toEqual([{ id: '5001' }]);
    expect(detail(dialog, 'Source')).toBe('CyberSource');
    expect(detail(dialog, 'Transaction Amount')).toMatch(/^JOD\s25\.650$/);
    // The record under the grid's own column names; each amount with its currency.
    expect(detail(dialog, 'Transaction Reference Number')).toBe('MOFA-p1');
    expect(detail(dialog, 'Request ID')).toBe('REQ-p1');
    expect(detail(dialog, 'Embassy')).toBe('12 - Cairo');
    expect(detail(dialog, 'Total Amount')).toMatch(/^USD\s25\.00$/);
    expect(detail(dialog, 'Total Amount JOD')).toMatch(/^JOD\s25\.650$/);
    expect(detail(dialog, 'Transaction Status')).toBe('Approved');
    expect(detail(dialog, 'Is Processed')).toBe('YES');
    // A step the ministry has not reached is left out rather than shown empty.
    expect(within(dialog).queryByText('MOFA Posted Transactions')).not.toBeInTheDocument();
  });
});
