// The keys the portal says, found in its sources, against the Arabic catalogue: which lack Arabic, which Arabic
// no source says any more, and which Arabic drops a value its English has. `npm run i18n:check` prints them and
// a unit test fails on any (docs/i18n.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  CARD_KIND_WORDS,
  CHARGE_TYPE_WORDS,
  COUNTRY_WORDS,
  GROUP_WORDS,
  MERCHANT_STATUS_WORDS,
  TERMINAL_STATUS_WORDS,
  LOCALITY_WORDS,
  NOTIFICATION_STATUS_WORDS,
  PAYMENT_STATUS_WORDS,
  REFUND_STATUS_WORDS,
  TASK_WORDS,
  TRANSACTION_STATUS_WORDS,
  TRANSACTION_TYPE_WORDS,
  USER_TYPE_WORDS,
  WORKFLOW_STATUS_WORDS,
} from '../src/labels.js';
import { MESSAGES, MESSAGE_TEMPLATES } from '../src/messages.js';
import { PORTAL_GROUPS } from '../src/groups.js';
import { MERCHANT_USER_MESSAGES, USER_FORM_LABELS } from '../src/schemas/merchant-users.js';
import { MARKETPLACE_MESSAGES, ORDER_STATUSES } from '../src/schemas/marketplace.js';
import { MOFA_MESSAGES } from '../src/schemas/mofa.js';
import { PRE_AUTH_STATUSES, preAuthCardTypeWords } from '../src/schemas/pre-auth.js';
import { REPORT_FAILURES, REPORT_STATUSES, REPORT_TEMPLATES, REPORT_TEXTS } from '../src/schemas/reports.js';
import { MENU } from '../src/permissions.js';
import { AR } from '../src/i18n/ar/index.js';
import { baseKey, type Catalogue } from '../src/i18n/catalogue.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** The sources whose texts people read: the web app's and the server's, not their tests. */
const SOURCE_DIRS = ['apps/web/src', 'apps/server/src', 'packages/contracts/src'];

/** Texts said through a variable (a reply's message, a code's words), which no `t('…')` names. */
const SAID_THROUGH_VALUES: readonly string[] = [
  ...Object.values(MESSAGES),
  ...Object.values(MESSAGE_TEMPLATES),
  ...MENU.map((entry) => entry.label),
  ...PORTAL_GROUPS.map((group) => group.description),
  ...Object.values(MERCHANT_USER_MESSAGES),
  ...Object.values(USER_FORM_LABELS),
  ...Object.values(MOFA_MESSAGES),
  ...[
    REPORT_TEXTS,
    REPORT_STATUSES,
    REPORT_FAILURES,
    REPORT_TEMPLATES,
    MARKETPLACE_MESSAGES,
    ORDER_STATUSES,
    PRE_AUTH_STATUSES,
  ].flatMap((texts) => Object.values(texts)),
  // A hold's card in words: its issuer's locality, then its kind ('Local Credit').
  ...['LC', 'LD', 'FC', 'FD'].map(preAuthCardTypeWords),
  ...[
    GROUP_WORDS,
    USER_TYPE_WORDS,
    COUNTRY_WORDS,
    CHARGE_TYPE_WORDS,
    MERCHANT_STATUS_WORDS,
    TERMINAL_STATUS_WORDS,
    CARD_KIND_WORDS,
    LOCALITY_WORDS,
    TRANSACTION_TYPE_WORDS,
    TRANSACTION_STATUS_WORDS,
    PAYMENT_STATUS_WORDS,
    NOTIFICATION_STATUS_WORDS,
    REFUND_STATUS_WORDS,
    WORKFLOW_STATUS_WORDS,
    TASK_WORDS,
  ].flatMap((words) => Object.values(words)),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The first argument of every `t('…')`, `….t('…')` or `phrase('…')` call with a literal text. */
function literalKeysOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const keys: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const first = node.arguments[0];
      if ((name === 't' || name === 'phrase') && first && ts.isStringLiteralLike(first))
        keys.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return keys;
}

/** Every key the portal says. */
export function spokenKeys(): Set<string> {
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  return new Set([...SAID_THROUGH_VALUES, ...files.flatMap(literalKeysOf)]);
}

const placeholdersOf = (text: string) =>
  new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]));

export interface CatalogueProblems {
  /** Keys the portal says that have no Arabic. */
  missing: string[];
  /** Arabic whose key nothing says any more. */
  unused: string[];
  /** Arabic that leaves out a value its English shows (a plural form may leave out the count it spells). */
  lostValues: string[];
}

export function catalogueProblems(
  keys: ReadonlySet<string> = spokenKeys(),
  arabic: Catalogue = AR,
): CatalogueProblems {
  const translated = new Set(Object.keys(arabic).map(baseKey));
  const lostValues = Object.entries(arabic).flatMap(([key, text]) => {
    const isForm = key !== baseKey(key);
    const kept = placeholdersOf(text);
    const lost = [...placeholdersOf(baseKey(key))].filter(
      (name) => !kept.has(name) && !(isForm && name === 'count'),
    );
    return lost.length > 0 ? [key] : [];
  });
  return {
    missing: [...keys].filter((key) => !translated.has(key)).sort(),
    unused: [...translated].filter((key) => !keys.has(key)).sort(),
    lostValues,
  };
}
