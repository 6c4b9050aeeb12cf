// The transaction search: tenant scope, branch ownership, then rows and their total.
import { ALL_BRANCHES, type TransactionFilter } from '@merchant-portal/contracts/schemas/transactions';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../auth/service.js';
import { resolveMerchant } from '../merchants/scope.js';
import * as repo from './repository.js';

export async function searchScope(
  db: Database,
  auth: AuthContext,
  filter: Pick<TransactionFilter, 'aticoMerchantCode' | 'branchId'>,
  currency: string,
): Promise<repo.SearchScope> {
  const merchant = await resolveMerchant(db, auth, filter.aticoMerchantCode);
  if (filter.branchId === ALL_BRANCHES) return { merchant, branchIds: null, currency };
  const requested = [...new Set(filter.branchId.split(','))];
  const owned = new Set((await repo.branchesOf(db, merchant.merchantCode)).map((branch) => branch.branchId));
  // A branch of another merchant is refused, never silently dropped.
  if (requested.some((id) => !owned.has(id))) throw new AppError(403, '403', MESSAGES.forbidden);
  return { merchant, branchIds: requested, currency };
}

export async function searchTransactions(
  db: Database,
  auth: AuthContext,
  filter: TransactionFilter,
  currency: string,
) {
  const scope = await searchScope(db, auth, filter, currency);
  if (filter.transactionName === 'DCC') {
    const content = await repo.dccSummary(db, scope, filter);
    return { totalElements: content.length, content };
  }
  const totalElements = await repo.countTransactions(db, scope, filter);
  const content = totalElements === 0 ? [] : await repo.listTransactions(db, scope, filter);
  return { totalElements, content };
}
