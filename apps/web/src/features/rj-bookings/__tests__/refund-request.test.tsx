import {
  BOOKING_MESSAGES,
  CHECKER_GROUP,
  type BookingPayment,
} from '@merchant-portal/contracts/schemas/bookings';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeReply, failWith, type FakeApi, type FakeHandlers } from '../../../test/fake-api';
import { MAKER, WORKFLOW_ID, booking, openPaymentDetails } from './bookings-fixtures';
import { pageOf } from '../../../test/replies';
import { signInEachTest, user } from '../../../test/page';

let api: FakeApi;
signInEachTest();

/** 250.500 JOD, of which 100 already refunded. */
const REFUNDABLE = booking('RJ6001', { refundedAmount: 100, refundableAmount: 150.5 });

async function openRefundForm(item: BookingPayment = REFUNDABLE, overrides: FakeHandlers = {}) {
  ({ api } = await openPaymentDetails(user, item, 'maker', {
    workflowExecute: () => ({ message: 'The refund can be requested', data: item }),
    workflowCreate: () => ({ message: 'Workflow created', data: { workflowId: WORKFLOW_ID } }),
    ...overrides,
  }));
  await user.click(screen.getByRole('button', { name: 'Initiate Refund' }));
  return screen.getByRole('dialog', { name: 'Initiate Refund' });
}

async function fill(form: HTMLElement, amount: string, comment: string) {
  const amountField = within(form).getByRole('textbox', { name: /Refund Amount/ });
  const commentField = within(form).getByRole('textbox', { name: /Comment/ });
  await user.clear(amountField);
  if (amount) await user.type(amountField, amount);
  await user.clear(commentField);
  if (comment) await user.type(commentField, comment);
}

const submit = (form: HTMLElement) => user.click(within(form).getByRole('button', { name: 'Submit' }));

describe('the refund form (part 2 §5)', () => {
  it('has Refund Amount, Currency fixed to JOD and disabled, and Comment', async () => {
    const form = await openRefundForm();
    expect(within(form).getByRole('textbox', { name: /Refund Amount/ })).toHaveValue('');
    const currency = within(form).getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveTextContent('JOD');
    expect(currency).toHaveAttribute('aria-disabled', 'true');
    await user.click(currency);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Comment/ })).toHaveValue('');
    expect(form).toHaveTextContent('ticket amount JOD 250.500, refunded so far 100.000');
  });

  it.each([
    ['no amount', '', 'Changed plans', BOOKING_MESSAGES.allMandatory],
    ['no comment', '10', '', BOOKING_MESSAGES.allMandatory],
    ['a blank comment', '10', '   ', BOOKING_MESSAGES.allMandatory],
    ['letters', '12a', 'Changed plans', BOOKING_MESSAGES.amountFormat],
    ['four decimals', '10.1234', 'Changed plans', BOOKING_MESSAGES.amountFormat],
    ['a negative amount', '-5', 'Changed plans', BOOKING_MESSAGES.amountFormat],
    ['zero', '0.000', 'Changed plans', BOOKING_MESSAGES.amountPositive],
    ['more than the ticket', '250.501', 'Changed plans', BOOKING_MESSAGES.amountTooHigh],
    ['more than is left to refund', '150.501', 'Changed plans', BOOKING_MESSAGES.overRefunded],
  ])('refuses %s with its text and sends nothing', async (_case, amount, comment, text) => {
    const form = await openRefundForm();
    await fill(form, amount, comment);
    await submit(form);
    expect(within(form).getByRole('alert')).toHaveTextContent(text);
    expect(within(form).getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(api.sent('workflowExecute')).toHaveLength(0);
    expect(api.sent('workflowCreate')).toHaveLength(0);
  });

  it('the rule text follows the edits once shown, and goes once the form is right', async () => {
    const form = await openRefundForm();
    await submit(form);
    expect(within(form).getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.allMandatory);
    await fill(form, '300', 'Changed plans');
    expect(within(form).getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.amountTooHigh);
    await fill(form, '150.5', 'Changed plans');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});

describe('submitting a refund request (part 2 §4 "Refund workflow", §7)', () => {
  it('checks the refund with VALIDATE_REFUND, then creates the workflow pending with the checker', async () => {
    const form = await openRefundForm();
    await fill(form, '150.5', '  Flight cancelled  ');
    await submit(form);

    expect(await screen.findByText(BOOKING_MESSAGES.refundSubmitted)).toBeInTheDocument();
    expect(api.names().filter((name) => name.startsWith('workflow'))).toEqual([
      'workflowExecute',
      'workflowCreate',
    ]);
    const [execute] = api.sent('workflowExecute');
    expect(execute!.query).toEqual({ country: 'JO', lang: 'en' });
    expect(execute!.body).toEqual({
      requestAction: 'VALIDATE_REFUND',
      bookingRefNo: 'RJ6001',
      customerRefNo: 'CUST-RJ6001',
      amount: '150.5',
      currency: 'JOD',
      remark: { createdBy: MAKER, remark: 'Flight cancelled' },
    });
    expect(api.sent('workflowCreate').map(({ body }) => body)).toEqual([
      {
        workflowName: 'RJ_MERCHANT_PORTAL_REFUND',
        workflowSubject: 'INITIATE REFUND',
        workflowCreatedBy: MAKER,
        country: 'JO',
        applicationStatus: 'PENDING WITH CHECKER',
        processFilterParameters: { key1: 'RJ6001', key2: 'CUST-RJ6001' },
        workflowUserGroup: CHECKER_GROUP,
        workflowTasks: [
          {
            taskName: 'CHECKER_APPROVAL',
            assignedGroup: CHECKER_GROUP,
            priority: 'HIGHEST',
            type: 'APPROVAL',
            data: { refundAmount: '150.5', refundCurrency: 'JOD', comment: 'Flight cancelled' },
          },
        ],
      },
    ]);
    // The form closes, the details stay, and the list reloads.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Initiate Refund' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'View Payment Details' })).toBeInTheDocument();
    await waitFor(() => expect(api.sent('bookingHistory')).toHaveLength(2));
  });

  it('after the request the details show the booking as the reloaded list has it (no second refund)', async () => {
    const form = await openRefundForm();
    api.answer('bookingHistory', () =>
      pageOf([{ ...REFUNDABLE, refundStatus: 'PENDING WITH CHECKER', canInitaiteRefund: false }]),
    );
    await fill(form, '10', 'Flight cancelled');
    await submit(form);
    await screen.findByText(BOOKING_MESSAGES.refundSubmitted);
    const details = screen.getByRole('dialog', { name: 'View Payment Details' });
    await waitFor(() =>
      expect(within(details).queryByRole('button', { name: 'Initiate Refund' })).not.toBeInTheDocument(),
    );
  });

  // A refused check creates nothing; a refused create comes after the one check.
  it.each([
    ['check', 'workflowExecute', 'workflowCreate', 0],
    ['create', 'workflowCreate', 'workflowExecute', 1],
  ] as const)(
    "a refused %s shows the spec's text and the server's message",
    async (_step, refused, other, otherCalls) => {
      const form = await openRefundForm(REFUNDABLE, {
        [refused]: () => failWith(409, BOOKING_MESSAGES.workflowExists),
      });
      await fill(form, '10', 'Flight cancelled');
      await submit(form);
      // The spec's text first, the server's reason under it.
      expect(await screen.findByText(BOOKING_MESSAGES.refundSubmitFailed)).toBeInTheDocument();
      expect(screen.getByText(BOOKING_MESSAGES.workflowExists)).toBeInTheDocument();
      expect(api.sent(other)).toHaveLength(otherCalls);
      expect(screen.getByRole('dialog', { name: 'Initiate Refund' })).toBeInTheDocument();
      expect(screen.queryByText(BOOKING_MESSAGES.refundSubmitted)).not.toBeInTheDocument();
    },
  );

  it.each([
    ['the check fails', { workflowExecute: () => failWith(500, 'Internal server error') }],
    ['the create fails', { workflowCreate: () => new FakeReply(502, undefined) }],
  ])('when %s otherwise, it says the request could not be submitted', async (_case, overrides) => {
    const form = await openRefundForm(REFUNDABLE, overrides);
    await fill(form, '10', 'Flight cancelled');
    await submit(form);
    expect(await screen.findByText(BOOKING_MESSAGES.refundSubmitFailed)).toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
  });

  it('Cancel closes the form and sends nothing', async () => {
    const form = await openRefundForm();
    await fill(form, '10', 'Flight cancelled');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Initiate Refund' })).not.toBeInTheDocument(),
    );
    expect(api.sent('workflowExecute')).toHaveLength(0);
  });
});
