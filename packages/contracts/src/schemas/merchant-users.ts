import { z } from 'zod';
import { pagedReply } from './totals.js';
import { phrase } from '../i18n/catalogue.js';
import { MESSAGES, atLeast, atMost, fillTemplate } from '../messages.js';
import { newPasswordField } from './auth.js';
import { COUNTRY_CODES, USER_TYPES } from './users.js';

// Merchant details and merchant-user administration (spec part 1 §2 "Merchant details page", §3 "Merchant",
// "Terminal", "Merchant user", the create and update payloads, §5 "Merchant user form").

export const MERCHANT_USER_MESSAGES = {
  invalidEmail: 'Must be a valid e-mail address',
  numericMobile: 'Must be numeric',
  usernameCharacters: 'Only letters, digits, dot, underscore and hyphen',
  groupNotOffered: 'This group is not available for this merchant',
  groupsRequired: 'Choose at least one group',
  usernameTaken: 'This username is already taken',
  userNotFound: 'User not found',
  cannotDisableSelf: 'You cannot disable your own user',
  cannotDeleteSelf: 'You cannot delete your own user',
  cannotChangeOwnGroups: 'You cannot change your own groups',
  otherMerchant: 'Users of another merchant cannot be managed here',
  created: 'User was created',
  updated: 'User was updated',
  saveFailed: 'There was an error while updating/creating the user',
  couldNotGetUsers: 'Could not get merchant users',
  couldNotGetUser: 'Could not get user details, please try again later or contact support',
  couldNotGetMerchant: 'Could not get merchant details',
  couldNotLoadGroups: 'Could not load the user groups, please try again later.',
  wip: 'WIP',
  noUsers: 'No users',
  noBranches: 'No branches registered',
  noTerminals: 'No terminals registered',
} as const;

export const USER_ACTIONS = ['enable', 'disable', 'delete'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

const ACTION_FAILED: Readonly<Record<string, string>> = {
  enable: phrase('Could not enable user, please try again later or contact support'),
  disable: phrase('Could not disable user, please try again later or contact support'),
  delete: phrase('Could not delete user, please try again later or contact support'),
};
export const actionFailed = (action: string) =>
  ACTION_FAILED[action] ?? `Could not ${action} user, please try again later or contact support`;
/** Disable and delete ask first (part 1 §4); enable does not. */
export const confirmAction = (action: 'disable' | 'delete', username: string) =>
  fillTemplate(
    action === 'disable'
      ? phrase('Are you sure you want to disable user {{username}}')
      : phrase('Are you sure you want to delete user {{username}}'),
    { username },
  );

const text = (min: number, max: number) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .min(min, atLeast(min))
    .max(max, atMost(max));

/** The name part of `name@merchantCode`, as the form shows it. */
export const usernameField = text(8, 150).regex(
  /^[A-Za-z0-9._-]+$/,
  MERCHANT_USER_MESSAGES.usernameCharacters,
);
const emailField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .pipe(z.email({ error: MERCHANT_USER_MESSAGES.invalidEmail }));
const mobileField = text(1, 15).regex(/^\d+$/, MERCHANT_USER_MESSAGES.numericMobile);
const groupListField = z.array(z.string().min(1).max(100)).min(1, MERCHANT_USER_MESSAGES.groupsRequired);

const profileFields = {
  userType: z.enum(USER_TYPES, { error: MESSAGES.required }),
  countryCode: z.enum(COUNTRY_CODES, { error: MESSAGES.required }),
  firstname: text(1, 50),
  lastname: text(1, 50),
  email: emailField,
  mobile: mobileField,
  groupList: groupListField,
};

/** User create payload (signup): a password is required; the user must change it at first sign-in. */
export const createUserBody = z.object({
  username: usernameField,
  merchantId: text(1, 150),
  password: newPasswordField,
  ...profileFields,
});
export type CreateUserBody = z.infer<typeof createUserBody>;

/** User update payload: the password only when one is entered. */
export const updateUserBody = z.object({
  username: usernameField,
  password: z
    .union([z.literal(''), newPasswordField])
    .optional()
    .transform((value) => (value ? value : undefined)),
  ...profileFields,
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** The add/edit form's field labels; its errors name the field (see namedFieldMessage). */
export const USER_FORM_LABELS = {
  username: 'Username',
  password: 'Password',
  firstname: 'First Name',
  lastname: 'Last Name',
  email: 'E-mail',
  mobile: 'Mobile',
  userType: 'User Type',
  countryCode: 'Country',
  groupList: 'Groups',
  merchantId: 'Merchant ID',
} as const;

/** The add/edit form: one schema for both, the password required only when adding. */
export function userFormSchema(mode: 'add' | 'edit') {
  return z.object({
    username: usernameField,
    password: mode === 'add' ? newPasswordField : z.union([z.literal(''), newPasswordField]),
    ...profileFields,
  });
}
export type UserForm = z.input<ReturnType<typeof userFormSchema>>;

export const userNameBody = z.object({ userName: z.string().min(1, MESSAGES.required).max(200) });
export const deleteUserBody = z.object({ username: z.string().min(1, MESSAGES.required).max(200) });

/** Who made a record and when, and who changed it last and when. */
const metadata = {
  createdOn: z.string(),
  createdBy: z.string(),
  modifiedOn: z.string(),
  modifiedBy: z.string(),
};

export const merchantUser = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  enabled: z.boolean(),
  userType: z.enum(USER_TYPES),
  countryCode: z.enum(COUNTRY_CODES),
  groups: z.array(z.string()),
  userProfile: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    mobile: z.string(),
  }),
  mustResetPassword: z.boolean(),
  ...metadata,
});
export type MerchantUser = z.infer<typeof merchantUser>;

export const userListBody = z.object({
  page: z.number().int().min(0).default(0),
  size: z.number().int().min(1).max(1000).default(1000),
});
export const userListReply = pagedReply(merchantUser);
export const userReply = z.object({ data: merchantUser });
export const userActionReply = z.object({ data: z.object({ message: z.string() }) });

/** The groups an administrator may grant for this merchant (the form's groupList choices). */
export const groupOption = z.object({ name: z.string(), description: z.string() });
export type GroupOption = z.infer<typeof groupOption>;
export const groupOptionsReply = z.object({ data: z.object({ results: z.array(groupOption) }) });

export const terminal = z.object({ terminalId: z.string(), status: z.string(), ...metadata });
export type Terminal = z.infer<typeof terminal>;

export const merchantBranch = z.object({
  branchId: z.string(),
  branchName: z.string(),
  merchantCode: z.string(),
  ...metadata,
  terminals: z.array(terminal),
});
export type MerchantBranch = z.infer<typeof merchantBranch>;

/** `{product}CreditRate`, `{product}DebitRate`, otherBankCardRate and fixedRate. */
export const chargeRates = z.record(z.string(), z.number());

export const merchantDetails = z.object({
  merchantName: z.string(),
  merchantCode: z.string(),
  merchantEmail: z.string(),
  merchantAddress: z.string(),
  merchantCountry: z.string(),
  mobileNo: z.string(),
  chargeType: z.string(),
  chargeRates,
  status: z.string(),
  ...metadata,
  branches: z.array(merchantBranch),
});
export type MerchantDetails = z.infer<typeof merchantDetails>;
export const merchantDetailsReply = z.object({ data: merchantDetails });

/** Status chip colours (part 1 §4): Active green, TEST warning, DEV info, anything else neutral. */
export function statusChipColor(status: string): 'success' | 'warning' | 'info' | 'default' {
  if (status === 'Active') return 'success';
  if (status === 'TEST') return 'warning';
  if (status === 'DEV') return 'info';
  return 'default';
}

/** `name@merchantCode` → `name` (edit strips the suffix, part 1 §4). */
export function stripMerchantSuffix(username: string): string {
  const at = username.lastIndexOf('@');
  return at === -1 ? username : username.slice(0, at);
}
