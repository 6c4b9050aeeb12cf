import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeApi } from '../../../test/fake-api';
import {
  REFUND,
  booking,
  bookingsApi,
  openPaymentDetails,
  renderBookings,
  task,
  workflow,
} from './bookings-fixtures';
import { pageOf } from '../../../test/replies';
import { violationsOf } from '../../../test/axe-violations';
import { listLoaded, signInEachTest, user } from '../../../test/page';

let api: FakeApi;
signInEachTest();

describe('accessibility (axe-core)', () => {
  it('the Payments tab with rows, the filter and the toolbar', async () => {
    api = bookingsApi({
      bookingHistory: () => pageOf([booking('RJ1001'), booking('RJ1002', { type: 'ROUND_TRIP' })], 12),
    });
    const { container } = renderBookings('maker');
    await screen.findByText('RJ1002');
    await listLoaded();
    expect(await violationsOf(container)).toEqual([]);
    expect(api.sent('bookingHistory')).toHaveLength(1);
  });

  it('the Refunds tab with rows, the filter and the toolbar', async () => {
    api = bookingsApi({ workflowSearch: () => pageOf([workflow('RJ7001')], 1) });
    const { container } = renderBookings('checker', { path: '/rj-bookings?tab=refunds' });
    await screen.findByText('RJ7001');
    await listLoaded();
    expect(await violationsOf(container)).toEqual([]);
  });

  it("'View Payment Details' with refunds and every maker button, then the refund form with its rule text", async () => {
    const { dialog: details } = await openPaymentDetails(
      user,
      booking('RJ2001', {
        notificationStatus: 'FAILED',
        canResendNotification: true,
        refunds: [REFUND],
        refund: REFUND,
        refundedAmount: 50,
      }),
    );
    expect(within(details).getByRole('heading', { name: 'REFUND DETAILS' })).toBeInTheDocument();
    expect(await violationsOf(document.body)).toEqual([]);

    await user.click(within(details).getByRole('button', { name: 'Initiate Refund' }));
    const form = screen.getByRole('dialog', { name: 'Initiate Refund' });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getByRole('alert')).toBeInTheDocument();
    expect(await violationsOf(document.body)).toEqual([]);
  });

  it('the mark confirmation', async () => {
    await openPaymentDetails(
      user,
      booking('RJ4001', {
        paymentStatus: 'PAYMENT_TIMEOUT',
        canInitaiteRefund: false,
        canChangeStatus: true,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Mark As Completed' }));
    await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(await violationsOf(document.body)).toEqual([]);
  });

  it("the refund workflow with its history and the checker's decision, the comment rule shown", async () => {
    api = bookingsApi({
      workflowSearch: () => pageOf([workflow('RJ8001')]),
      workflowTaskDetails: () => pageOf([task('task-1')]),
    });
    renderBookings('checker', { path: '/rj-bookings?tab=refunds' });
    await user.click(await screen.findByRole('button', { name: 'View refund request of RJ8001' }));
    const dialog = screen.getByRole('dialog', { name: 'View Refund Request' });
    await within(dialog).findByRole('table', { name: 'Task history' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await violationsOf(document.body)).toEqual([]);
  });
});

describe('on a phone (390 px wide)', () => {
  /** jsdom has no layout: a phone is what the theme's `down('sm')` media query says it is. */
  function asPhone() {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        }) satisfies MediaQueryList,
    );
  }

  const isFullScreen = (dialog: HTMLElement) => dialog.classList.contains('MuiDialog-paperFullScreen');

  it('the payment details and the refund form take the whole screen', async () => {
    asPhone();
    api = bookingsApi({ bookingHistory: () => pageOf([booking('RJ2001')]) });
    renderBookings('maker');
    await user.click(await screen.findByRole('button', { name: 'View Details of RJ2001' }));
    const details = screen.getByRole('dialog', { name: 'View Payment Details' });
    expect(isFullScreen(details)).toBe(true);
    await user.click(within(details).getByRole('button', { name: 'Initiate Refund' }));
    expect(isFullScreen(screen.getByRole('dialog', { name: 'Initiate Refund' }))).toBe(true);
  });

  it('the refund workflow takes the whole screen', async () => {
    asPhone();
    api = bookingsApi({ workflowSearch: () => pageOf([workflow('RJ8001')]) });
    renderBookings('checker', { path: '/rj-bookings?tab=refunds' });
    await user.click(await screen.findByRole('button', { name: 'View refund request of RJ8001' }));
    expect(isFullScreen(screen.getByRole('dialog', { name: 'View Refund Request' }))).toBe(true);
  });

  it('on a wider screen the dialogs are not full-screen', async () => {
    api = bookingsApi({ bookingHistory: () => pageOf([booking('RJ2001')]) });
    renderBookings('maker');
    await user.click(await screen.findByRole('button', { name: 'View Details of RJ2001' }));
    expect(isFullScreen(screen.getByRole('dialog', { name: 'View Payment Details' }))).toBe(false);
  });
});

describe('with the keyboard', () => {
  /** Presses Tab until `target` has the focus (at most `limit` times). */
  async function tabTo(target: HTMLElement, limit = 40) {
    for (let i = 0; i < limit && document.activeElement !== target; i++) await user.tab();
    expect(target).toHaveFocus();
  }

  it('Tab reaches View Details, Enter opens the details, Escape closes them', async () => {
    api = bookingsApi({ bookingHistory: () => pageOf([booking('RJ1001')]) });
    renderBookings('maker');
    const view = await screen.findByRole('button', { name: 'View Details of RJ1001' });
    await listLoaded();
    await tabTo(view);
    await user.keyboard('{Enter}');
    const details = screen.getByRole('dialog', { name: 'View Payment Details' });
    await tabTo(within(details).getByRole('button', { name: 'Initiate Refund' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'View Payment Details' })).not.toBeInTheDocument();
  });

  it('the arrow keys move between the tabs', async () => {
    api = bookingsApi();
    renderBookings('checker');
    await listLoaded();
    await tabTo(screen.getByRole('tab', { name: 'Payments' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /^Refunds/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('form', { name: 'Refunds filters' })).toBeInTheDocument();
  });
});
