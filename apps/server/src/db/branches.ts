// A merchant's branches as both dashboards list them: id and name, by id.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from './client.js';
import { branches } from './schema/merchants.js';

/** The merchant's branches (of card-present or online payments alike), by id. */
export async function branchesOf(db: Executor, merchantCode: string) {
  return db
    .select({ branchId: branches.branchId, branchName: branches.branchName })
    .from(branches)
    .where(eq(branches.merchantCode, merchantCode))
    .orderBy(asc(branches.branchId));
}
