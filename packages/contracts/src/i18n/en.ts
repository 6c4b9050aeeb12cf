// English needs no catalogue: a key is the English text itself, as the spec writes it (docs/i18n.md). Only a
// text that changes with a number has its forms here, by i18next's plural suffixes.
import type { Catalogue } from './catalogue.js';

export const EN: Catalogue = {
  'Account locked after too many failed attempts, try again in {{count}} minutes_one':
    'Account locked after too many failed attempts, try again in {{count}} minute',
  // A list's count above its totals: {{total}} is the count with separators.
  '{{total}} transactions_one': '{{total}} transaction',
  '{{total}} orders_one': '{{total}} order',
};
