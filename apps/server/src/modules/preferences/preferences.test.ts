// The kept column visibility of every list grid (issue 28 "Columns remembered"): saved and read back by its
// user alone, per screen, and nothing kept from a refused body.
import { describe, expect, it } from 'vitest';
import { COLUMN_SCREENS, type ColumnScreen } from '@merchant-portal/contracts/schemas/preferences';
import { useHarness } from '../../test/harness.js';

const ADMIN = 'zahran.admin@4000000101';
const TELLER = 'zahran.teller@4000000101';
const OTHER_MERCHANT = 'petra.admin@4000000194';

const h = useHarness({ users: [ADMIN, TELLER, OTHER_MERCHANT] });

const put = (user: string, screen: ColumnScreen, payload: unknown) =>
  h.call('columnPreferenceSave', { headers: h.sessions[user], params: { screen }, body: payload as never });
const get = (user: string, screen: ColumnScreen) =>
  h.call('columnPreferenceRead', { headers: h.sessions[user], params: { screen } });

describe('the kept column visibility', () => {
  it('of each screen is empty until saved, then read back by its user alone', async () => {
    for (const [index, screen] of COLUMN_SCREENS.entries()) {
      expect((await get(ADMIN, screen)).json()).toEqual({ visibility: {} });
      const visibility = { id: true, [`column${'x'.repeat(index)}`]: false };
      const saved = await put(ADMIN, screen, { visibility });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ visibility });
      expect((await get(ADMIN, screen)).json()).toEqual({ visibility });
      // A colleague of the same merchant and a user of another merchant keep their own.
      expect((await get(TELLER, screen)).json()).toEqual({ visibility: {} });
      expect((await get(OTHER_MERCHANT, screen)).json()).toEqual({ visibility: {} });
    }
    // Each screen kept its own choice.
    expect((await get(ADMIN, 'transactions')).json()).toEqual({ visibility: { id: true, column: false } });
    expect((await get(ADMIN, 'rj-booking-refunds')).json()).toEqual({
      visibility: { id: true, columnxxxxxxx: false },
    });
  });

  it('is replaced whole by the next save', async () => {
    expect(
      (await put(TELLER, 'order-master', { visibility: { status: false, amount: false } })).statusCode,
    ).toBe(200);
    expect((await put(TELLER, 'order-master', { visibility: { status: true } })).statusCode).toBe(200);
    expect((await get(TELLER, 'order-master')).json()).toEqual({ visibility: { status: true } });
  });

  it('refuses a bad body or screen and keeps nothing of it', async () => {
    for (const payload of [
      { visibility: { 'a-b': true } },
      { visibility: { rrn: 'no' } },
      {
        visibility: Object.fromEntries(
          Array.from({ length: 61 }, (_, i) => [
            `f${String.fromCharCode(97 + (i % 26), 97 + Math.floor(i / 26))}`,
            true,
          ]),
        ),
      },
      {},
    ]) {
      expect((await put(OTHER_MERCHANT, 'pre-auth-transactions', payload)).statusCode).toBe(400);
    }
    expect((await get(OTHER_MERCHANT, 'pre-auth-transactions')).json()).toEqual({ visibility: {} });
    const other = await h.app.inject({
      method: 'GET',
      url: '/merchant/v1/preferences/columns/dashboard',
      headers: h.sessions[ADMIN],
    });
    expect(other.statusCode).toBe(400);
  });
});
