import { describe, expect, it } from 'vitest';
import { documentTitle, screenName } from '../screen-title';

describe('screen names in the title bar', () => {
  it('names a screen as the side menu does', () => {
    expect(screenName('/transactions', ['ROLE_MERCHANT_ADMIN'])).toBe('Transactions');
    expect(screenName('/arabie-reports', ['ARABIE_REPORT_USER'])).toBe('Shopix and Emart Reports');
    expect(screenName('/rj-bookings', ['RJ_BOOKING_MAKER'])).toBe('RJ Bookings');
  });

  it("calls /dashboard what the user's own menu calls it", () => {
    expect(screenName('/dashboard', ['ROLE_MERCHANT_ADMIN', 'DASHBOARD_USER'])).toBe('Dashboard');
    expect(screenName('/dashboard', ['ROLE_MERCHANT_USER'])).toBe('Overview');
  });

  it('names a screen the user may not open, and the screens outside the menu', () => {
    expect(screenName('/merchant', ['ROLE_MERCHANT_USER'])).toBe('Merchant');
    expect(screenName('/order-master', ['ARABIE_REPORT_USER'])).toBe('Order Master Report');
    expect(screenName('/sign-in', [])).toBe('Sign In');
    expect(screenName('/nowhere', [])).toBeNull();
  });

  it('puts the screen before the portal', () => {
    expect(documentTitle('Transactions', 'Bank Merchant Portal')).toBe('Transactions — Bank Merchant Portal');
    expect(documentTitle(null, 'Bank Merchant Portal')).toBe('Bank Merchant Portal');
  });
});
