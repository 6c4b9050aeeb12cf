// A merchant's portal users (spec part 1 §3 "Merchant user"), above all its first administrator: one record
// per user, of a merchant stored before, in groups the merchant may grant. A new user gets the password given
// in the file or, on the command line, one made and shown once; either is stored only as its hash, and the
// user must change it at the first sign-in (the spec's first-login flow). A user already stored is left as
// it is: from then on the merchant's administrators keep their users, not the bank's files.
import { randomInt } from 'node:crypto';
import { PORTAL_GROUPS } from '@merchant-portal/contracts/groups';
import { isEmbassyUser } from '@merchant-portal/contracts/permissions';
import { containsUsername, isComplexPassword } from '@merchant-portal/contracts/schemas/auth';
import { COUNTRY_CODES, USER_TYPES } from '@merchant-portal/contracts/schemas/users';
import { z } from 'zod';
import type { Transaction } from '../../../db/client.js';
import { hashPassword } from '../../../lib/crypto.js';
import { recordSystemAudit } from '../../audit/service.js';
import { insertMerchantUser, rolesOfGroups } from '../../merchant-users/service.js';
import { embassyBindingOfUsername } from '../../mofa/service.js';
import { field, type ImportKind, type IssuedPassword, type Problem } from '../kind.js';
import { STAGING, duplicateKeyCheck, selected, stage, stagedProblems } from '../staging.js';

const GROUP_NAMES = PORTAL_GROUPS.map((group) => group.name);

const schema = z
  .strictObject({
    merchantCode: field.code('merchant code').describe('The merchant the user works for.'),
    username: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9._-]{8,150}$/, "must be 8 to 150 letters, digits, '.', '_' or '-'")
      .describe('The name the user signs in with, before @merchantCode (which the portal adds).'),
    firstName: field.text(50).describe("The user's first name."),
    lastName: field.text(50).describe("The user's last name."),
    email: field.email().describe("The user's e-mail address."),
    mobile: field.code('mobile number', 15).describe("The user's mobile number."),
    groups: field
      .names(GROUP_NAMES, 'group names')
      .describe(
        "The user's groups, separated by ';': MERCHANT_ADMINS makes an administrator. Each must be one the merchant may grant.",
      ),
    userType: field.oneOf(USER_TYPES).optional().describe('FRONT when absent.'),
    countryCode: field.oneOf(COUNTRY_CODES).optional().describe('JO when absent.'),
    initialPassword: z
      .string()
      .max(64, 'is longer than 64 characters')
      .refine(
        isComplexPassword,
        'must have 8 characters or more: a capital, a small letter, a digit and one of !@#$%^&*',
      )
      .optional()
      .describe(
        'The first password, to be changed at the first sign-in; stored only as its hash. When absent the command line makes one and shows it once (a file from the inbox must give it).',
      ),
  })
  .superRefine((row, context) => {
    if (row.initialPassword && containsUsername(row.initialPassword, row.username)) {
      context.addIssue({
        code: 'custom',
        path: ['initialPassword'],
        message: 'must not contain the username',
      });
    }
  });

type UserRow = z.infer<typeof schema>;

/** The username the portal stores and signs in with. */
const fullName = (row: UserRow) => `${row.username}@${row.merchantCode}`;

const CHECKS = [
  `select s.line, 'merchantCode' as field, 'names no merchant stored' as message
    from ${STAGING} s where not exists (select 1 from merchants m where m.merchant_code = s.merchant_code)`,
  `select s.line, 'groups' as field, 'holds ' || g.name || ', which the merchant may not grant' as message
    from ${STAGING} s cross join unnest(string_to_array(s.groups, ';')) as g (name)
    where exists (select 1 from merchants m where m.merchant_code = s.merchant_code)
      and not exists (select 1 from merchant_allowed_groups a
        where a.merchant_code = s.merchant_code and a.group_name = g.name)`,
];

// A made password: 16 characters with at least one of each class the password rules ask for.
const PASSWORD_CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*'];

function madePassword(): string {
  const every = PASSWORD_CLASSES.join('');
  const chars = PASSWORD_CLASSES.map((set) => set[randomInt(set.length)] as string);
  while (chars.length < 16) chars.push(every[randomInt(every.length)] as string);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

/** The staged users not stored yet, by line. */
async function newLines(tx: Transaction): Promise<Set<number>> {
  const rows = await selected<{ line: number }>(
    tx,
    `select s.line from ${STAGING} s where not exists (select 1 from users u where u.username = s.username)`,
  );
  return new Set(rows.map((row) => Number(row.line)));
}

export const usersKind: ImportKind<UserRow> = {
  name: 'users',
  summary: 'One portal user of a merchant: its first administrator, or any of its staff.',
  naturalKey: ['merchantCode', 'username'],
  onKnownKey: 'kept',
  after: ['merchants', 'embassies'],
  schema,
  async load(tx, rows, { problemLimit, issuePasswords }) {
    // The passwords stay in this process; the database sees only the other columns, then the hashes.
    const byLine = new Map<number, UserRow>();
    async function* remembered() {
      for await (const lineRow of rows) {
        byLine.set(lineRow.line, lineRow.row);
        yield lineRow;
      }
    }
    await stage(
      tx,
      [
        { column: 'username', type: 'text', value: fullName },
        { column: 'merchant_code', type: 'text', value: (row) => row.merchantCode },
        { column: 'groups', type: 'text', value: (row) => row.groups.join(';') },
      ],
      remembered(),
    );
    const checks = [duplicateKeyCheck(['merchantCode', 'username'], ['username']), ...CHECKS];
    const problems: Problem[] = await stagedProblems(tx, checks, problemLimit);
    if (problems.length > 0) return { ok: false, problems };

    const added = await newLines(tx);
    const issued: IssuedPassword[] = [];
    const at = new Date();
    for (const [line, row] of byLine) {
      if (!added.has(line)) continue;
      const username = fullName(row);
      // An embassy user's username names the embassy they read (part 2 §4): one naming none is refused.
      const embassy = await embassyBindingOfUsername(tx, username);
      if (embassy.embassyUnresolved && isEmbassyUser(await rolesOfGroups(tx, row.groups))) {
        problems.push({ line, field: 'username', message: 'names no embassy, which an embassy user must' });
      }
      if (!row.initialPassword && !issuePasswords) {
        problems.push({
          line,
          field: 'initialPassword',
          message: 'is required in a file taken from the inbox',
        });
      }
      if (problems.length > 0) continue;
      const password = row.initialPassword ?? madePassword();
      if (!row.initialPassword) issued.push({ line, username, password });
      await insertMerchantUser(
        tx,
        {
          username,
          merchantCode: row.merchantCode,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          mobile: row.mobile,
          userType: row.userType ?? 'FRONT',
          countryCode: row.countryCode ?? 'JO',
          passwordHash: await hashPassword(password),
          groups: row.groups,
          by: 'import',
          ...embassy,
        },
        at,
      );
      await recordSystemAudit(tx, {
        action: 'user-create',
        outcome: 'success',
        actorUsername: 'import',
        targetUsername: username,
        merchantCode: row.merchantCode,
        details: { line, groups: row.groups },
      });
    }
    if (problems.length > 0) return { ok: false, problems: problems.slice(0, problemLimit) };
    return {
      ok: true,
      counts: { added: added.size, updated: 0, unchanged: byLine.size - added.size },
      issued,
    };
  },
};
