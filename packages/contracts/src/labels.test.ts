import { describe, expect, it } from 'vitest';
import {
  cardKindLabel,
  cardSchemeLabel,
  chargeTypeLabel,
  countryLabel,
  groupLabel,
  localityLabel,
  merchantStatusLabel,
  notificationStatusLabel,
  orderStatusLabel,
  paymentStatusLabel,
  preAuthStatusLabel,
  readableCode,
  refundStatusLabel,
  taskLabel,
  terminalStatusLabel,
  tripTypeLabel,
  userStatusLabel,
  userTypeLabel,
  workflowStatusLabel,
} from './labels.js';

describe('labels: the words people read for the codes the API keeps', () => {
  it.each([
    [userTypeLabel, 'FRONT', 'Front office'],
    [userTypeLabel, 'SYSTEM', 'System'],
    [countryLabel, 'JO', 'Jordan'],
    [countryLabel, 'UAE', 'United Arab Emirates'],
    [chargeTypeLabel, 'PERCENTAGE', 'Percentage'],
    [chargeTypeLabel, 'PERCENTAGE_PLUS_FIXED', 'Percentage plus fixed amount'],
    [merchantStatusLabel, 'Active', 'Active'],
    [merchantStatusLabel, 'DEV', 'Development'],
    [terminalStatusLabel, 'INACTIVE', 'Inactive'],
    [paymentStatusLabel, 'PAYMENT_COMPLETED', 'Payment completed'],
    [paymentStatusLabel, 'PAYMENT_REVERSED_TIMEOUT', 'Payment reversed after time-out'],
    [notificationStatusLabel, 'TIMEOUT', 'Timed out'],
    [refundStatusLabel, 'PENDING WITH CHECKER', 'Pending with checker'],
    [refundStatusLabel, 'NONE', 'Not refunded'],
    [workflowStatusLabel, 'COMPLETED', 'Completed'],
    [taskLabel, 'CHECKER_APPROVAL', 'Checker approval'],
    [groupLabel, 'RJ_BOOKING_MAKER_GROUP', 'Booking makers'],
    [groupLabel, 'MERCHANT_ADMINS', 'Merchant administrators'],
    [cardSchemeLabel, 'VISA', 'Visa'],
    [cardSchemeLabel, 'MASTERCARD', 'Mastercard'],
    [cardSchemeLabel, 'MasterCard', 'Mastercard'],
    [cardKindLabel, 'C', 'Credit'],
    [localityLabel, 'I', 'International'],
    [preAuthStatusLabel, 'CAPTURED', 'Captured'],
    [orderStatusLabel, 'DELIVERED', 'Delivered'],
    [tripTypeLabel, 'ROUND_TRIP', 'Round trip'],
  ])('%#: %s reads %s', (label, code, words) => {
    expect(label(code)).toBe(words);
  });

  it('shows an unknown code readably instead of failing', () => {
    expect(readableCode('SOME_CODE')).toBe('Some code');
    expect(readableCode('SOME  OTHER CODE')).toBe('Some other code');
    expect(readableCode('Already Words')).toBe('Already Words');
    expect(readableCode('')).toBe('');
    expect(groupLabel('NEW_GROUP_USERS')).toBe('New group users');
    expect(cardSchemeLabel('DISCOVER')).toBe('Discover');
    expect(countryLabel(null)).toBe('');
  });

  it('says whether a user is enabled', () => {
    expect(userStatusLabel(true)).toBe('Enabled');
    expect(userStatusLabel(false)).toBe('Disabled');
  });
});
