// The transaction grids' rows: a transaction by its id, a DCC summary row by its merchant.
import type { DccSummaryRow, TransactionRow } from '@merchant-portal/contracts/schemas/transactions';

export type GridRow = TransactionRow | DccSummaryRow;

/** Transactions have ids; a DCC summary row is one per merchant. */
export function gridRowId(row: GridRow): string {
  return 'id' in row ? row.id : row.tranMerchantID;
}
