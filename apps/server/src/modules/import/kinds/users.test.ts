// The users kind: a merchant's first administrator comes from the bank's file with the password given there
// or one made and shown once, stored only as its hash and to be changed at the first sign-in; a group the
// merchant may not grant, a weak password or a missing one in the inbox refuse the file with nothing written.
import { PORTAL_GROUPS } from '@merchant-portal/contracts/groups';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../lib/crypto.js';
import { importFile } from '../import-file.js';
import { CLI, EXAMPLES, emptyImportDatabase, kindNamed } from '../test-support.js';

const database = emptyImportDatabase();
const users = kindNamed('users');
const HEADER = 'merchantCode,username,firstName,lastName,email,mobile,groups,initialPassword';

interface StoredUser {
  username: string;
  password_hash: string;
  must_reset_password: boolean;
  groups: string;
}

async function storedUser(username: string): Promise<StoredUser | undefined> {
  const [user] = await database.rows<StoredUser>(
    `select u.username, u.password_hash, u.must_reset_password,
        (select string_agg(g.group_name, ';' order by g.group_name) from user_groups g where g.user_id = u.id) as groups
      from users u where u.username = '${username}'`,
  );
  return user;
}

async function loadMerchants(extraGroups = '') {
  const at = await database.file(
    'merchants.csv',
    'merchantCode,merchantName,merchantEmail,merchantAddress,merchantCountry,mobileNo,chargeType,' +
      'otherBankCardRate,status,visaCreditRate,visaDebitRate,masterCreditRate,masterDebitRate,extraGroups\n' +
      `4000000990,Wadi Tours,ops@wadi.example.jo,Aqaba,JO,962790000902,PERCENTAGE,2,Active,1.5,1,1.5,1,${extraGroups}\n`,
  );
  return importFile(database.db, kindNamed('merchants'), at, CLI);
}

describe('users from the bank’s file', () => {
  it('finds the portal’s groups and their roles in a database the demo never seeded', async () => {
    const stored = await database.rows<{ name: string; description: string; roles: string }>(
      `select g.name, g.description, string_agg(r.role, ';' order by r.role) as roles
        from groups g join group_roles r on r.group_name = g.name group by g.name, g.description order by g.name`,
    );
    const expected = PORTAL_GROUPS.map(({ name, description, roles }) => ({
      name,
      description,
      roles: [...roles].sort().join(';'),
    })).sort((a, b) => a.name.localeCompare(b.name));
    expect(stored).toEqual(expected);
  });

  it('creates the example administrator with the given password, to be changed at the first sign-in', async () => {
    await importFile(database.db, kindNamed('merchants'), `${EXAMPLES}/merchants.csv`, CLI);
    await importFile(database.db, kindNamed('embassies'), `${EXAMPLES}/embassies.csv`, CLI);
    const report = await importFile(database.db, users, `${EXAMPLES}/users.csv`, CLI);
    expect(report).toMatchObject({ outcome: 'loaded', counts: { added: 6 }, issuedPasswords: [] });
    const admin = await storedUser('petra.admin@4000000901');
    expect(admin).toMatchObject({
      must_reset_password: true,
      groups:
        'ADVANCED_DASHBOARD_USERS;DASHBOARD_USERS;MARKETPLACE_REPORT_USERS;MERCHANT_ADMINS;PRE_AUTH_USERS;REPORT_USERS',
    });
    expect(admin?.password_hash).not.toContain('First#Login2026');
    expect(await verifyPassword('First#Login2026', admin?.password_hash ?? '')).toBe(true);
    expect(
      await database.rows(
        `select action, actor_username, merchant_code from audit_log where target_username = 'petra.admin@4000000901'`,
      ),
    ).toEqual([{ action: 'user-create', actor_username: 'import', merchant_code: '4000000901' }]);
  });

  it('binds an embassy user to the embassy the username names, and refuses one naming no stored embassy', async () => {
    expect(
      await database.rows(
        `select username, embassy_code from users where merchant_code = '4000000902' order by 1`,
      ),
    ).toEqual([
      { username: 'consular.fees@4000000902', embassy_code: null },
      { username: 'consular_12@4000000902', embassy_code: '12' },
    ]);
    const at = await database.file(
      'users.csv',
      `${HEADER}\n4000000902,consular_99,Rana,Odeh,rana@fees.example.jo,962790000923,MOFA_USERS,Rome#Desk2026\n`,
    );
    expect((await importFile(database.db, users, at, CLI)).problems).toEqual([
      { line: 2, field: 'username', message: 'names no embassy, which an embassy user must' },
    ]);
  });

  it('keeps a stored user as it is when the file comes again with other values', async () => {
    const at = await database.file(
      'users.csv',
      `${HEADER}\n4000000901,petra.admin,Changed,Name,other@example.jo,962790000999,MERCHANT_USERS,Another#Pass2026\n`,
    );
    const report = await importFile(database.db, users, at, CLI);
    expect(report).toMatchObject({ outcome: 'unchanged', counts: { added: 0, updated: 0, unchanged: 1 } });
    const admin = await storedUser('petra.admin@4000000901');
    expect(await verifyPassword('First#Login2026', admin?.password_hash ?? '')).toBe(true);
    expect(admin?.groups).toContain('MERCHANT_ADMINS');
  });

  it('makes a password shown once when the file gives none, and stores only its hash', async () => {
    const at = await database.file(
      'users.csv',
      `${HEADER}\n4000000901,aqaba.teller,Sami,Haddad,sami@example.jo,962790000913,MERCHANT_USERS,\n`,
    );
    const report = await importFile(database.db, users, at, CLI);
    expect(report.issuedPasswords).toHaveLength(1);
    const [issued] = report.issuedPasswords;
    expect(issued).toMatchObject({ line: 2, username: 'aqaba.teller@4000000901' });
    expect(issued?.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{16}$/);
    const stored = await storedUser('aqaba.teller@4000000901');
    expect(stored?.must_reset_password).toBe(true);
    expect(await verifyPassword(issued?.password ?? '', stored?.password_hash ?? '')).toBe(true);
  });

  it('refuses a row without a password when nobody reads the output (the inbox)', async () => {
    const at = await database.file(
      'users.csv',
      `${HEADER}\n4000000901,zarqa.teller,Rami,Saleh,rami@example.jo,962790000914,MERCHANT_USERS,\n`,
    );
    const report = await importFile(database.db, users, at, { issuePasswords: false });
    expect(report).toMatchObject({
      outcome: 'refused',
      problems: [
        { line: 2, field: 'initialPassword', message: 'is required in a file taken from the inbox' },
      ],
    });
    expect(await storedUser('zarqa.teller@4000000901')).toBeUndefined();
  });

  it('refuses groups the merchant may not grant until the bank allows them for it', async () => {
    await loadMerchants();
    const text = `${HEADER}\n4000000990,wadi.maker1,Nour,Ali,nour@wadi.example.jo,962790000921,RJ_BOOKING_MAKER_GROUP,Maker#Start2026\n`;
    const refused = await importFile(database.db, users, await database.file('users.csv', text), CLI);
    expect(refused).toMatchObject({
      outcome: 'refused',
      problems: [
        {
          line: 2,
          field: 'groups',
          message: 'holds RJ_BOOKING_MAKER_GROUP, which the merchant may not grant',
        },
      ],
    });
    expect(await storedUser('wadi.maker1@4000000990')).toBeUndefined();

    expect(await loadMerchants('RJ_BOOKING_MAKER_GROUP')).toMatchObject({ counts: { updated: 1 } });
    const loaded = await importFile(database.db, users, await database.file('users.csv', text), CLI);
    expect(loaded).toMatchObject({ outcome: 'loaded', counts: { added: 1 } });
  });

  it('checks every row first: a weak password, one with the username, a merchant nobody loaded', async () => {
    const at = await database.file(
      'users.csv',
      [
        HEADER,
        '4000000901,weak.password,A,B,a@example.jo,962790000931,MERCHANT_USERS,password',
        '4000000901,named.password,A,B,a@example.jo,962790000932,MERCHANT_USERS,Named.Password#1',
        '4000000999,nobody.merchant,A,B,a@example.jo,962790000933,MERCHANT_USERS,Some#Pass2026',
        '4000000901,good.teller,A,B,a@example.jo,962790000934,NO_SUCH_GROUP,Some#Pass2026',
      ].join('\n'),
    );
    const report = await importFile(database.db, users, at, CLI);
    expect(report.outcome).toBe('refused');
    expect(report.problems.map(({ line, field }) => [line, field])).toEqual([
      [2, 'initialPassword'],
      [3, 'initialPassword'],
      [5, 'groups'],
    ]);
    const fixed = await database.file(
      'users.csv',
      `${HEADER}\n4000000999,nobody.merchant,A,B,a@example.jo,962790000933,MERCHANT_USERS,Some#Pass2026\n`,
    );
    expect((await importFile(database.db, users, fixed, CLI)).problems).toEqual([
      { line: 2, field: 'merchantCode', message: 'names no merchant stored' },
    ]);
    expect(await database.count(`users where username like '%.password@%' or username like 'nobody%'`)).toBe(
      0,
    );
  });
});
