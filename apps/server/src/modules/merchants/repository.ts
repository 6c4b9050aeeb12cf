import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { merchants } from '../../db/schema/merchants.js';

export async function findMerchant(db: Database, merchantCode: string) {
  const [row] = await db.select().from(merchants).where(eq(merchants.merchantCode, merchantCode)).limit(1);
  return row;
}
