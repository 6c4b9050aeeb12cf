// The deterministic demo-data generator (docs/demo-data.md): merchants with branches, terminals and charge
// rates, what each may grant, every demo user and the airports. Runs once, on an empty database; the bank's facts
// about the demo merchants (account managers, loan assessments) are topped up on every start, for databases
// seeded before they existed.
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  branches,
  type Database,
  embassyBindingOfUsername,
  hashPassword,
  loanAssessments,
  merchantAllowedGroups,
  merchantChargeRates,
  merchants,
  passwordHistory,
  terminals,
  userGroups,
  users,
} from '@merchant-portal/server/ingest';
import {
  DEMO_ACCOUNT_MANAGERS,
  DEMO_LOAN_ASSESSMENTS,
  DEMO_MERCHANTS,
  DEMO_PASSWORD,
  DEMO_USERS,
  MERCHANT_EXTRA_GROUPS,
  NEW_USER_PASSWORD,
} from './catalogue.js';
import { STANDARD_GROUPS } from '@merchant-portal/contracts/groups';
import { saveAirports } from './airports.js';
import { saveEmbassies } from './mofa/load.js';
import { createRandom, type Random } from './random.js';

const SYSTEM = 'system';
const CARD_PRODUCTS = ['visa', 'master'] as const;

/** Rates as the bank's pricing desk sets them: percentages with two decimals, credit dearer than debit. */
function rate(random: Random, min: number, max: number): string {
  return (min + Math.round(random.next() * (max - min) * 100) / 100).toFixed(2);
}

export function branchIdOf(merchantCode: string, index: number): string {
  return `${merchantCode.slice(-4)}${String(index + 1).padStart(2, '0')}`;
}

export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(merchants);
  return (row?.count ?? 0) > 0;
}

export async function seedDemoData(db: Database, seed: number, at: Date = new Date()): Promise<void> {
  const random = createRandom(seed);
  const stamp = { createdOn: at, createdBy: SYSTEM, modifiedOn: at, modifiedBy: SYSTEM };
  const demoHash = await hashPassword(DEMO_PASSWORD);
  const newUserHash = await hashPassword(NEW_USER_PASSWORD);

  await db.transaction(async (tx) => {
    for (const merchant of DEMO_MERCHANTS) {
      await tx.insert(merchants).values({
        merchantCode: merchant.code,
        merchantName: merchant.name,
        merchantEmail: merchant.email,
        merchantAddress: merchant.address,
        merchantCountry: 'JO',
        mobileNo: merchant.mobile,
        chargeType: merchant.chargeType,
        otherBankCardRate: rate(random, 1.5, 2.25),
        fixedRate: merchant.chargeType === 'PERCENTAGE_PLUS_FIXED' ? rate(random, 0.05, 0.25) : '0.000',
        status: merchant.status,
        parentMerchantCode: merchant.parent ?? null,
        ...stamp,
      });
      await tx.insert(merchantChargeRates).values(
        CARD_PRODUCTS.map((product) => ({
          merchantCode: merchant.code,
          product,
          creditRate: rate(random, 1.2, 1.8),
          debitRate: rate(random, 0.6, 1.1),
        })),
      );
      for (const [index, branch] of merchant.branches.entries()) {
        const branchId = branchIdOf(merchant.code, index);
        await tx.insert(branches).values({
          branchId,
          merchantCode: merchant.code,
          branchName: branch.name,
          city: branch.city,
          transactionType: branch.type ?? 'COMMON',
          ...stamp,
        });
        const count = random.int(...merchant.terminalsPerBranch);
        await tx.insert(terminals).values(
          Array.from({ length: count }, (_, n) => ({
            terminalId: `${branchId}${String(n + 1).padStart(2, '0')}`,
            branchId,
            merchantCode: merchant.code,
            status: random.chance(0.9) ? 'ACTIVE' : 'INACTIVE',
            ...stamp,
          })),
        );
      }
    }

    for (const merchant of DEMO_MERCHANTS) {
      const allowed = [...STANDARD_GROUPS, ...(MERCHANT_EXTRA_GROUPS[merchant.code] ?? [])];
      await tx
        .insert(merchantAllowedGroups)
        .values(allowed.map((groupName) => ({ merchantCode: merchant.code, groupName })));
    }

    // The embassies first: a user's embassy binding is resolved against them (spec part 2 §4).
    await saveEmbassies(tx);
    for (const user of DEMO_USERS) {
      const passwordHash = user.mustResetPassword ? newUserHash : demoHash;
      const embassy = await embassyBindingOfUsername(tx, user.username);
      const [row] = await tx
        .insert(users)
        .values({
          username: user.username,
          merchantCode: user.username.split('@')[1] ?? '',
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          mobile: user.mobile,
          userType: user.userType ?? 'FRONT',
          countryCode: 'JO',
          passwordHash,
          passwordChangedAt: at,
          mustResetPassword: user.mustResetPassword ?? false,
          ...embassy,
          ...stamp,
        })
        .returning({ id: users.id });
      if (!row) throw new Error(`could not insert ${user.username}`);
      await tx.insert(userGroups).values(user.groups.map((groupName) => ({ userId: row.id, groupName })));
      await tx.insert(passwordHistory).values({ userId: row.id, passwordHash, createdAt: at });
    }
  });
  // Reference data the airline's bookings point at (upserted again with every day of bookings written).
  await saveAirports(db);
  await saveDemoBankFacts(db, at);
}

/** The account manager of each demo merchant that has none, and the loan assessments not yet stored. */
export async function saveDemoBankFacts(db: Database, at: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [merchantCode, manager] of Object.entries(DEMO_ACCOUNT_MANAGERS)) {
      await tx
        .update(merchants)
        .set({ accountManagerName: manager.name, accountManagerEmail: manager.email })
        .where(and(eq(merchants.merchantCode, merchantCode), isNull(merchants.accountManagerEmail)));
    }
    const known = new Set(
      (await tx.select({ code: merchants.merchantCode }).from(merchants)).map((m) => m.code),
    );
    const assessments = Object.entries(DEMO_LOAN_ASSESSMENTS).filter(([code]) => known.has(code));
    if (assessments.length === 0) return;
    await tx
      .insert(loanAssessments)
      .values(
        assessments.map(([merchantCode, assessment]) => ({
          merchantCode,
          ...assessment,
          assessedOn: at.toISOString().slice(0, 10),
        })),
      )
      .onConflictDoNothing();
  });
}
