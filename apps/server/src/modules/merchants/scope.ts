// The merchant scope of a session: the user's merchant and the merchants of its group (a parent and the
// merchants whose parent it is). Taken from the session, never from the request (ARCHITECTURE §4).
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { merchants } from '../../db/schema/merchants.js';
import { AppError } from '../../lib/errors.js';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import type { AuthContext } from '../auth/service.js';

export interface MerchantRef {
  merchantCode: string;
  merchantName: string;
}

/** The user's own merchant first, then the others of its group by code. */
export async function merchantGroupOf(db: Database, auth: AuthContext): Promise<MerchantRef[]> {
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
  const rows = await query.execute({ merchantCode: auth.merchantCode });
  return [
    ...rows.filter((row) => row.merchantCode === auth.merchantCode),
    ...rows.filter((row) => row.merchantCode !== auth.merchantCode),
  ];
}

/**
 * The merchant a request acts on: the user's own when none is named (or NOATICO), otherwise one of its
 * group; any other merchant is refused with 403.
 */
export async function resolveMerchant(
  db: Database,
  auth: AuthContext,
  requested?: string | null,
): Promise<MerchantRef> {
  const group = await merchantGroupOf(db, auth);
  const code = !requested || requested === 'NOATICO' ? auth.merchantCode : requested;
  const merchant = group.find((item) => item.merchantCode === code);
  if (!merchant) throw new AppError(403, '403', MESSAGES.forbidden);
  return merchant;
}
