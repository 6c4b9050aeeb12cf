import { describe, expect, it } from 'vitest';
import { MESSAGES, atMost, namedFieldMessage } from '../messages.js';
import {
  MERCHANT_USER_MESSAGES,
  USER_FORM_LABELS,
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
  it('names the field in its errors, and keeps the texts the spec fixes', () => {
    expect(namedFieldMessage(USER_FORM_LABELS.username, MESSAGES.required)).toBe('Username is required');
    expect(namedFieldMessage(USER_FORM_LABELS.firstname, atMost(50))).toBe(
      'First Name must be at most 50 characters',
    );
    expect(namedFieldMessage(USER_FORM_LABELS.mobile, MERCHANT_USER_MESSAGES.numericMobile)).toBe(
      'Mobile must be numeric',
    );
    expect(namedFieldMessage(USER_FORM_LABELS.password, MESSAGES.passwordComplexity)).toBe(
      MESSAGES.passwordComplexity,
    );
    expect(namedFieldMessage(USER_FORM_LABELS.groupList, MERCHANT_USER_MESSAGES.groupsRequired)).toBe(
      MERCHANT_USER_MESSAGES.groupsRequired,
    );
  });

  it('holds a new password to the rule of the password change', () => {
    const schema = userFormSchema('add');
    const issue = (password: string) =>
      schema.safeParse({ ...form, password }).error?.issues.find((i) => i.path[0] === 'password')?.message;
    expect(issue('Ab1!')).toBe(MESSAGES.passwordComplexity);
    expect(issue('Secret#2026')).toBeUndefined();
    expect(issue('')).toBe(MESSAGES.required);
  });

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
