import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import {
  confirmAction,
  statusChipColor,
  stripMerchantSuffix,
  updateUserBody,
  userFormSchema,
} from './merchant-users.js';

const form = {
  username: 'cashier.one',
  password: 'Branch#Staff2026',
  userType: 'FRONT',
  countryCode: 'JO',
  firstname: 'Huda',
  lastname: 'Amawi',
  email: 'huda@example.jo',
  mobile: '962791234567',
  groupList: ['MERCHANT_USERS'],
};

describe('merchant user form (part 1 §5)', () => {
  it('needs a password when adding, not when editing', () => {
    expect(userFormSchema('add').safeParse({ ...form, password: '' }).success).toBe(false);
    expect(userFormSchema('edit').safeParse({ ...form, password: '' }).success).toBe(true);
    const weak = userFormSchema('edit').safeParse({ ...form, password: 'weakpassword' });
    expect(weak.error?.issues[0]?.message).toBe(MESSAGES.passwordComplexity);
  });

  it('an empty password in an update means "unchanged"', () => {
    expect(updateUserBody.parse({ ...form, password: '' }).password).toBeUndefined();
    expect(updateUserBody.parse({ ...form, password: 'Branch#Staff2026' }).password).toBe('Branch#Staff2026');
  });

  it('strips the merchant suffix for editing', () => {
    expect(stripMerchantSuffix('zahran.teller@4000000101')).toBe('zahran.teller');
    expect(stripMerchantSuffix('plain.name')).toBe('plain.name');
  });

  it('colours the status chip: Active green, TEST warning, DEV info, else neutral', () => {
    expect(['Active', 'TEST', 'DEV', 'CLOSED'].map(statusChipColor)).toEqual([
      'success',
      'warning',
      'info',
      'default',
    ]);
  });

  it('asks with the spec words', () => {
    expect(confirmAction('disable', 'a@1')).toBe('Are you sure you want to disable user a@1');
    expect(confirmAction('delete', 'a@1')).toBe('Are you sure you want to delete user a@1');
  });
});
