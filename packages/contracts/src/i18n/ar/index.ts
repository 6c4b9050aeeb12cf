// The Arabic catalogue: one part per area of the portal, so that each is written beside the others.
import type { Catalogue } from '../catalogue.js';
import { AR_BOOKINGS } from './bookings.js';
import { AR_COLUMNS } from './columns.js';
import { AR_DASHBOARD } from './dashboard.js';
import { AR_FILES } from './files.js';
import { AR_LISTS } from './lists.js';
import { AR_MARKETPLACE } from './marketplace.js';
import { AR_MERCHANT } from './merchant.js';
import { AR_MESSAGES } from './messages.js';
import { AR_MOFA } from './mofa.js';
import { AR_PROFILE } from './profile.js';
import { AR_REPORTS } from './reports.js';
import { AR_SHELL } from './shell.js';

/** Each part once: a key is in one part only (a unit test checks it). */
export const AR_PARTS: readonly Catalogue[] = [
  AR_MESSAGES,
  AR_SHELL,
  AR_LISTS,
  AR_COLUMNS,
  AR_DASHBOARD,
  AR_PROFILE,
  AR_MERCHANT,
  AR_MOFA,
  AR_BOOKINGS,
  AR_REPORTS,
  AR_MARKETPLACE,
  AR_FILES,
];

export const AR: Catalogue = Object.fromEntries(AR_PARTS.flatMap((part) => Object.entries(part)));
