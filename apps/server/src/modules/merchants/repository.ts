// SQL of merchants, their groups, branches and terminals.
import { asc, eq, or, sql } from 'drizzle-orm';
import type { MerchantDetails } from '@merchant-portal/contracts/schemas/merchant-users';
import type { Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { branches, merchantChargeRates, merchants, terminals } from '../../db/schema/merchants.js';
import type { MerchantRef } from '../../lib/request-context.js';

export type { MerchantRef };

export async function findMerchant(db: Executor, merchantCode: string) {
  const [row] = await db.select().from(merchants).where(eq(merchants.merchantCode, merchantCode)).limit(1);
  return row;
}

const metadataOf = (row: { createdOn: Date; createdBy: string; modifiedOn: Date; modifiedBy: string }) => ({
  createdOn: row.createdOn.toISOString(),
  createdBy: row.createdBy,
  modifiedOn: row.modifiedOn.toISOString(),
  modifiedBy: row.modifiedBy,
});

/** The merchant with its charge rates, branches and their terminals (spec part 1 §3 "Merchant"). */
export async function merchantDetails(db: Executor, merchantCode: string): Promise<MerchantDetails | null> {
  const merchant = await findMerchant(db, merchantCode);
  if (!merchant) return null;
  const [rates, branchRows, terminalRows] = await Promise.all([
    db.select().from(merchantChargeRates).where(eq(merchantChargeRates.merchantCode, merchantCode)),
    db.select().from(branches).where(eq(branches.merchantCode, merchantCode)).orderBy(asc(branches.branchId)),
    db
      .select()
      .from(terminals)
      .where(eq(terminals.merchantCode, merchantCode))
      .orderBy(asc(terminals.terminalId)),
  ]);
  const chargeRates: Record<string, number> = {};
  for (const rate of rates) {
    chargeRates[`${rate.product}CreditRate`] = Number(rate.creditRate);
    chargeRates[`${rate.product}DebitRate`] = Number(rate.debitRate);
  }
  chargeRates.otherBankCardRate = Number(merchant.otherBankCardRate);
  chargeRates.fixedRate = Number(merchant.fixedRate);
  return {
    merchantName: merchant.merchantName,
    merchantCode: merchant.merchantCode,
    merchantEmail: merchant.merchantEmail,
    merchantAddress: merchant.merchantAddress,
    merchantCountry: merchant.merchantCountry,
    mobileNo: merchant.mobileNo,
    chargeType: merchant.chargeType,
    chargeRates,
    status: merchant.status,
    ...metadataOf(merchant),
    branches: branchRows.map((branch) => ({
      branchId: branch.branchId,
      branchName: branch.branchName,
      merchantCode: branch.merchantCode,
      ...metadataOf(branch),
      terminals: terminalRows
        .filter((terminal) => terminal.branchId === branch.branchId)
        .map((terminal) => ({
          terminalId: terminal.terminalId,
          status: terminal.status,
          ...metadataOf(terminal),
        })),
    })),
  };
}

/** A merchant and the merchants whose parent it is, by code. */
export async function merchantGroupRows(db: Executor, merchantCode: string): Promise<MerchantRef[]> {
  const query = prepared(db, 'merchant_group', (name) =>
    db
      .select({ merchantCode: merchants.merchantCode, merchantName: merchants.merchantName })
      .from(merchants)
      .where(
        or(
          eq(merchants.merchantCode, sql.placeholder('merchantCode')),
          eq(merchants.parentMerchantCode, sql.placeholder('merchantCode')),
        ),
      )
      .orderBy(asc(merchants.merchantCode))
      .prepare(name),
  );
  return query.execute({ merchantCode });
}

export async function branchesOf(db: Executor, merchantCode: string) {
  return db
    .select({
      branchId: branches.branchId,
      branchName: branches.branchName,
      transactionType: branches.transactionType,
    })
    .from(branches)
    .where(eq(branches.merchantCode, merchantCode))
    .orderBy(asc(branches.branchId));
}
