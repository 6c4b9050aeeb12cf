// The merchant scope of a session and what it may see of merchants: the user's merchant and the merchants of
// its group (a parent and the merchants whose parent it is), their branches and details. The scope comes
// from the session, never from the request (docs/architecture.md "Security"): naming another merchant or
// its branch is 403.
import { MESSAGES } from '@merchant-portal/contracts/messages';
import type { MerchantDetails } from '@merchant-portal/contracts/schemas/merchant-users';
import type { CurrentMerchant } from '@merchant-portal/contracts/schemas/merchants';
import type { BranchItem, MerchantGroupItem } from '@merchant-portal/contracts/schemas/transactions';
import { canonicalUsername } from '@merchant-portal/contracts/schemas/users';
import { branchTypeOf } from '@merchant-portal/contracts/transaction-sources';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/request-context.js';
import * as repo from './repository.js';

export type { MerchantRef } from './repository.js';

/** The user's merchant when none is named; NOATICO names none too. */
const OWN_MERCHANT = 'NOATICO';
const forbidden = () => new AppError(403, '403', MESSAGES.forbidden);
const merchantNotFound = () => new AppError(404, '404', 'Merchant not found');

/** The merchant's name (null for an unknown code): a password must not be made of it. */
export async function merchantNameOf(db: Executor, merchantCode: string): Promise<string | null> {
  return (await repo.findMerchant(db, merchantCode))?.merchantName ?? null;
}

/**
 * The group read once per session object: a kept session (modules/auth/session-cache.ts) serves many requests
 * with one object, and is dropped, with its group, when the merchants change (the change feed announces it).
 */
const groupOfSession = new WeakMap<AuthContext, Promise<repo.MerchantRef[]>>();

/** The user's own merchant first, then the others of its group by code. */
export async function merchantGroupOf(db: Executor, auth: AuthContext): Promise<repo.MerchantRef[]> {
  let group = groupOfSession.get(auth);
  if (!group) {
    group = repo
      .merchantGroupRows(db, auth.merchantCode)
      .then((rows) => [
        ...rows.filter((row) => row.merchantCode === auth.merchantCode),
        ...rows.filter((row) => row.merchantCode !== auth.merchantCode),
      ]);
    groupOfSession.set(auth, group);
    // A failed read is not kept: the next request reads again.
    group.catch(() => groupOfSession.delete(auth));
  }
  return [...(await group)];
}

/**
 * The merchant a request acts on: the user's own when none is named (or NOATICO), otherwise one of its
 * group; any other merchant is refused with 403.
 */
export async function resolveMerchant(
  db: Executor,
  auth: AuthContext,
  requested?: string | null,
): Promise<repo.MerchantRef> {
  const group = await merchantGroupOf(db, auth);
  const code = !requested || requested === OWN_MERCHANT ? auth.merchantCode : requested;
  const merchant = group.find((item) => item.merchantCode === code);
  if (!merchant) throw forbidden();
  return merchant;
}

/**
 * The merchant a request acts on (as `resolveMerchant`) and the branches of it the request names (null for
 * all of them): a branch of another merchant is refused with 403, never silently dropped.
 */
export async function resolveBranches(
  db: Executor,
  auth: AuthContext,
  requestedMerchant: string | null | undefined,
  branchIds: readonly string[] | null,
): Promise<{ merchant: repo.MerchantRef; branchIds: string[] | null }> {
  const merchant = await resolveMerchant(db, auth, requestedMerchant);
  if (branchIds === null) return { merchant, branchIds: null };
  const requested = [...new Set(branchIds)];
  const owned = new Set((await repo.branchesOf(db, merchant.merchantCode)).map((branch) => branch.branchId));
  if (requested.some((id) => !owned.has(id))) throw forbidden();
  return { merchant, branchIds: requested };
}

export class MerchantService {
  constructor(private readonly db: Executor) {}

  /** The branches of the user's merchant or of a merchant of its group (`acticoMerchant`). */
  async branches(auth: AuthContext, acticoMerchant?: string | null): Promise<BranchItem[]> {
    const merchant = await resolveMerchant(this.db, auth, acticoMerchant);
    const rows = await repo.branchesOf(this.db, merchant.merchantCode);
    return rows.map((row) => ({
      ...row,
      transactionType: branchTypeOf(row.transactionType),
    }));
  }

  /** A page of the user's merchant group; only the signed-in user may ask for their own. */
  async merchantGroup(
    auth: AuthContext,
    userName: string,
    page: number,
    size: number,
  ): Promise<{ results: MerchantGroupItem[]; totalRecords: number }> {
    if (canonicalUsername(userName) !== auth.username) throw forbidden();
    const group = await merchantGroupOf(this.db, auth);
    return { results: group.slice(page * size, (page + 1) * size), totalRecords: group.length };
  }

  /** The signed-in user's merchant. */
  async current(auth: AuthContext): Promise<CurrentMerchant> {
    const merchant = await repo.findMerchant(this.db, auth.merchantCode);
    if (!merchant) throw merchantNotFound();
    return {
      merchantCode: merchant.merchantCode,
      merchantName: merchant.merchantName,
      status: merchant.status,
    };
  }

  /** The signed-in user's merchant with charge rates, branches and their terminals. */
  async details(auth: AuthContext): Promise<MerchantDetails> {
    const details = await repo.merchantDetails(this.db, auth.merchantCode);
    if (!details) throw merchantNotFound();
    return details;
  }
}
