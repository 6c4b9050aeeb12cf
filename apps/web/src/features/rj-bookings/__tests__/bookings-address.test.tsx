// The RJ bookings' searches in the address: each tab's own keys (the Refunds tab's named refunds.…) are the
// search it sends, the tab switch keeps every other key, and Back restores a tab's search and its form.
import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeApi } from '../../../test/fake-api';
import { listLoaded, signedInStart } from '../../../test/page';
import { bookingsApi, renderBookings } from './bookings-fixtures';

let api: FakeApi;
let user: UserEvent;
beforeEach(() => {
  user = signedInStart();
});

const today = todayInAmman();
const day = (offset: number) => formatDay(today + offset);
const refundSearches = () =>
  api
    .sent('workflowSearch')
    .map(({ body }) => body as Record<string, unknown>)
    .filter((body) => body.fromDate !== undefined);
const statusShown = () =>
  within(screen.getByRole('form', { name: 'Refunds filters' })).getByRole('combobox', { name: 'Status' });

describe("the RJ bookings' searches in the address", () => {
  it("the Refunds tab sends its keys' search; switching tabs keeps every key", async () => {
    api = bookingsApi();
    const path = `/rj-bookings?tab=refunds&refunds.status=ALL&refunds.from=${day(-10)}&refunds.to=${day(-1)}&refunds.page=2&payment=b-1`;
    const { router } = renderBookings('checker', { path });

    await waitFor(() => expect(refundSearches()).toHaveLength(1));
    expect(refundSearches()[0]).toMatchObject({
      workFlowStatus: 'ALL',
      fromDate: day(-10),
      toDate: day(-1),
      page: 1,
      size: 10,
    });
    expect(statusShown()).toHaveTextContent('ALL');
    await listLoaded();

    await user.click(screen.getByRole('tab', { name: /^Payments/ }));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('tab')).toBeNull();
    expect(params.get('refunds.status')).toBe('ALL');
    expect(params.get('payment')).toBe('b-1');
  });

  it("Submit writes the tab's search; Back restores it and the tab's form", async () => {
    api = bookingsApi();
    const { router } = renderBookings('checker', { path: '/rj-bookings?tab=refunds' });
    await waitFor(() => expect(refundSearches()).toHaveLength(1));
    await listLoaded();

    await user.click(statusShown());
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Completed' }));
    await user.click(
      within(screen.getByRole('form', { name: 'Refunds filters' })).getByRole('button', {
        name: 'Submit Search',
      }),
    );
    await waitFor(() => expect(refundSearches().at(-1)).toMatchObject({ workFlowStatus: 'COMPLETED' }));
    expect(new URLSearchParams(router.state.location.search).get('refunds.status')).toBe('COMPLETED');

    await router.navigate(-1);
    await waitFor(() => expect(statusShown()).toHaveTextContent('Pending tasks'));
    await waitFor(() => expect(refundSearches().at(-1)).toMatchObject({ workFlowStatus: 'OPEN' }));
  });
});
