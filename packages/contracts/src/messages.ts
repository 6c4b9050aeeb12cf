// Every user-visible text the spec fixes, written once (spec part 1 §5, §8; part 2 §2, §8).

export const MESSAGES = {
  required: 'is required',
  passwordComplexity: 'Must contain a capital, lowercase, special character and a number',
  // Ours: the new-password rule of part 1 §5 in words, shown under every new-password field.
  passwordRule: '8 to 64 characters with a capital, a lowercase letter, a number and one of !@#$%^&*',
  passwordMismatch: 'Does not match new password',
  passwordContainsUsername: 'Password must not contain username!',
  passwordTooCommon:
    'Your password is too common and easy to guess, Please choose a more secure password with a mix of letters, numbers and special characters',
  passwordReused: 'Password must not be the same as one of your last 4 passwords',
  useNewPassword: 'Use your new password to log in',
  wrongCredentials: 'Sorry, your username or password is incorrect, please try again',
  pleaseTryAgain: 'Please try again.',
  contactAdminSuffix: ', Please contact Admin',
  contactTheAdminSuffix: '. Please Contact The Admin',
  incorrectCurrentPassword: 'Incorrect current password, please try again.',
  couldNotUpdatePassword: 'Could not update password at this time, please contact an admin',
  passwordChanged: 'Successfully changed your password.',
  logoutFailed: 'Could not log out, please delete cookies manually to ensure data safety',
  genericError: 'There was an error. Please contact a system administrator.',
  authStatusFailed: 'Could not get current authentication status',
  clientUnauthorized: 'Client Unauthorized',
  loading: 'Loading ...',
  notFoundTitle: "404: The page you are looking for doesn't exist",
  notFoundHint: 'Use the in built navigation for the intended experience.',
  logoutHint: 'Log out to protect your information.',
  couldNotGetMerchant: 'Could not get merchant details',
  validationErrors: 'Validation errors',
  controlCharacters: 'Must not contain control characters',
  couldNotLoadTransactions: 'Could not load transactions, please try again later.',
  couldNotGetTransactionsList: 'Could not get transactions list, please try again later or contact support.',
  couldNotLoadBranches: 'Could not load branches, please try again later.',
  couldNotLoadDetails: 'Could not load details, please try again later.',
  noTransactionsFound: 'No transactions found',
  downloadFailed:
    'Unable to download transaction report at this moment. Please try again later or contact support',
  summaryExportFailed: 'Unable to fetch report at the moment. Please try again later or contact support',
  oneDayOnly: 'Please select only one day difference to check the merchant transaction details',
  accessTokenNotFound: 'accessToken not found',
  passwordResetRequired: 'Password reset required',
  userDisabled: 'User is disabled',
  sessionRequired: 'Session expired or not signed in',
  forbidden: 'You do not have permission to do this',
  invalidClientToken: 'Invalid or expired client token',
  tooManyRequests: 'Too many requests, please try again later',
  serviceUnavailable: 'The service is unavailable at the moment, please try again shortly.',
  tooManyFiles: 'Too many files are being prepared at the moment. Please try again in a minute.',
  internalError: 'Internal server error',
  emailSent: 'Email send Successfully!',
  // Two spaces after 'send': the spec's text, quoted exactly.
  emailFailed: 'Unable to send  mail at this moment. Please try again later or contact support',
  retainCustomers: 'RETAIN YOUR CUSTOMERS NOW!',
  emailLimitReached:
    'Your merchant has sent as many e-mails to its account manager as an hour allows. Please try again later.',
  // Ours: the spec has no text for these.
  sessionEnded: 'Your session has ended. Please sign in again.',
  sessionEnding: 'Your session will end in a minute because it has not been used.',
  staySignedIn: 'Stay signed in',
  screenNotLoaded: 'This page could not be loaded. Check your connection, then reload the page.',
  // One text for an unknown id and for a payment of a merchant the user may not see, so ids cannot be probed.
  transactionNotFound: 'Transaction not found',
  // A call the API does not have.
  notFound: 'Not found',
} as const;

/**
 * The texts that carry a figure or a name, as templates: the catalogue's keys (docs/i18n.md), so that a reply's
 * text is found again in any language. `{{count}}` marks a figure the words agree with.
 */
export const MESSAGE_TEMPLATES = {
  invalidParams: 'Invalid params: {{field}}',
  accountLocked: 'Account locked after too many failed attempts, try again in {{count}} minutes',
  atMost: 'Must be at most {{max}} characters',
  atLeast: 'Must be at least {{min}} characters',
  nestedTooDeeply: 'Must not nest more than {{levels}} levels deep',
} as const;

/** A template with its values in place. */
export const fillTemplate = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));

export const invalidParams = (field: string) => fillTemplate(MESSAGE_TEMPLATES.invalidParams, { field });

export const accountLocked = (minutes: number) =>
  minutes === 1
    ? 'Account locked after too many failed attempts, try again in 1 minute'
    : fillTemplate(MESSAGE_TEMPLATES.accountLocked, { count: minutes });

export const atMost = (max: number) => fillTemplate(MESSAGE_TEMPLATES.atMost, { max });

export const nestedTooDeeply = (levels: number) =>
  fillTemplate(MESSAGE_TEMPLATES.nestedTooDeeply, { levels });
export const atLeast = (min: number) => fillTemplate(MESSAGE_TEMPLATES.atLeast, { min });

/** Texts the spec fixes word for word, which a form shows as they are. */
const FIXED_FIELD_MESSAGES: ReadonlySet<string> = new Set([
  MESSAGES.passwordComplexity,
  MESSAGES.passwordMismatch,
  MESSAGES.passwordContainsUsername,
  MESSAGES.passwordTooCommon,
]);

/**
 * A field's error that names the field: 'is required' → 'Username is required', 'Must be at least 8
 * characters' → 'Username must be at least 8 characters'. Texts the spec fixes and texts that already say
 * what is wrong in their own words stay as they are.
 */
export function namedFieldMessage(label: string, message: string): string {
  if (message === MESSAGES.required) return `${label} ${MESSAGES.required}`;
  if (FIXED_FIELD_MESSAGES.has(message) || !message.startsWith('Must ')) return message;
  return `${label} must ${message.slice('Must '.length)}`;
}
