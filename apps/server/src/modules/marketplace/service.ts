// The marketplace reports as the Shopix and Emart Reports and order-master screens read them (spec part 2 §2,
// §7): always the signed-in user's own merchant, whatever the request says; a page and its total, or every row.
import { isoDay, parseDay, todayInAmman, type DayNumber } from '@merchant-portal/contracts/dates';
import { pickColumns } from '@merchant-portal/contracts/file-columns';
import {
  ORDER_MASTER_COLUMNS,
  SETTLEMENT_COLUMNS,
  orderInWords,
  type OrderMasterFileQuery,
  type OrderMasterQuery,
  type OrderMasterRow,
  type SettlementFileQuery,
  type SettlementRow,
} from '@merchant-portal/contracts/schemas/marketplace';
import type { ListTotals } from '@merchant-portal/contracts/schemas/totals';
import type { Database } from '../../db/client.js';
import { ddmmyyyy, roundMoney } from '../../lib/api-values.js';
import { maskCardNumbers } from '../../lib/card-numbers.js';
import type { Clock } from '../../lib/clock.js';
import { excelFile } from '../../lib/exports/files.js';
import type { AuthContext } from '../../lib/request-context.js';
import type { FileBody } from '../../lib/exports/files.js';
import * as repo from './repository.js';

/** A validated DD-MM-YYYY as YYYY-MM-DD (the endpoint's schema checked it). */
function isoOf(value: string): string {
  const parsed = parseDay(value);
  if (parsed === null) throw new Error(`unvalidated date ${value}`);
  return isoDay(parsed);
}

export function settlementCriteria(auth: AuthContext, filter: SettlementFileQuery): repo.SettlementCriteria {
  return {
    merchantCode: auth.merchantCode,
    from: isoOf(filter.fromDate),
    to: isoOf(filter.toDate),
    currency: filter.currency,
  };
}

function toSettlementRow(row: repo.SettlementDbRow): SettlementRow {
  return {
    id: String(row.id),
    transactionDate: ddmmyyyy(row.day),
    transactionId: row.rrn,
    orderId: row.orderId,
    authCode: row.authCode,
    pan: maskCardNumbers(row.maskedPan),
    merchantReferenceNumber: row.merchantRef ?? '',
    transactionAmount: roundMoney(row.amount),
    currency: row.currency,
    fixedAmount: roundMoney(row.fixedAmount),
    mdrPercentage: Number(row.mdrPercentage),
    mdrAmount: roundMoney(row.mdrAmount),
    netAmount: roundMoney(row.netAmount),
    merchantSettlementDate: row.settlementDate,
  };
}

const count = (groups: readonly { count: number }[]) => groups.reduce((sum, group) => sum + group.count, 0);

export function orderCriteria(
  auth: AuthContext,
  query: OrderMasterQuery,
  today: DayNumber,
): repo.OrderCriteria {
  return {
    merchantCode: auth.merchantCode,
    scheme: query.schemeType,
    from: isoOf(query.fromDate),
    to: isoOf(query.toDate),
    today: isoDay(today),
  };
}

function toOrderRow(row: repo.OrderDbRow): OrderMasterRow {
  return {
    orderId: row.orderId,
    orderDate: ddmmyyyy(row.day),
    orderTime: row.time,
    schemeType: row.scheme,
    customerReference: row.customerReference,
    itemCount: row.itemCount,
    amount: roundMoney(row.amount),
    currency: row.currency,
    status: row.status,
    transactionId: row.rrn,
    merchantSettlementDate: row.settlementDate,
  };
}

/** The orders' count and amount per currency, largest count first (summed in thousandths, so exactly). */
function orderTotals(rows: readonly OrderMasterRow[]): ListTotals {
  const byCurrency = new Map<string, { count: number; thousandths: number }>();
  for (const { currency, amount } of rows) {
    const total = byCurrency.get(currency) ?? { count: 0, thousandths: 0 };
    total.count += 1;
    total.thousandths += Math.round(amount * 1000);
    byCurrency.set(currency, total);
  }
  return [...byCurrency]
    .map(([currency, { count, thousandths }]) => ({ currency, count, sums: { amount: thousandths / 1000 } }))
    .sort((a, b) => b.count - a.count || a.currency.localeCompare(b.currency));
}

export class MarketplaceService {
  constructor(
    private readonly db: Database,
    private readonly now: Clock,
  ) {}

  /** A page of the merchant's settlement rows of the period in the asked order, their count and totals. */
  async listSettlementRows(auth: AuthContext, filter: SettlementFileQuery & { page: number; size: number }) {
    const criteria = settlementCriteria(auth, filter);
    const [rows, groups] = await Promise.all([
      repo.pageOfSettlementRows(this.db, criteria, filter, filter.page, filter.size),
      repo.countSettlementRows(this.db, criteria),
    ]);
    const totals = groups.map(({ currency, count, amount, fixed, mdr, net }) => ({
      currency,
      count,
      sums: {
        transactionAmount: roundMoney(amount),
        fixedAmount: roundMoney(fixed),
        mdrAmount: roundMoney(mdr),
        netAmount: roundMoney(net),
      },
    }));
    return { results: rows.map(toSettlementRow), totalRecords: count(groups), totals };
  }

  /** Every settlement row of the filter as the Excel file, in the list's order. */
  settlementFile(auth: AuthContext, filter: SettlementFileQuery): FileBody {
    const db = this.db;
    async function* rows() {
      for await (const batch of repo.settlementBatches(db, settlementCriteria(auth, filter), filter)) {
        yield batch.map(toSettlementRow);
      }
    }
    const columns = pickColumns(SETTLEMENT_COLUMNS, filter.columns);
    return excelFile(auth.merchantCode, 'Shopix and Emart Reports', columns, rows);
  }

  /**
   * Every order of the scheme and period (at most a month of one storefront), newest first, and their totals
   * per currency, summed from the very rows answered.
   */
  async listOrders(auth: AuthContext, query: OrderMasterQuery) {
    const results: OrderMasterRow[] = [];
    for await (const rows of this.orderRows(auth, query)) results.push(...rows);
    return { results, totals: orderTotals(results) };
  }

  /** Every order of the scheme and period as the Excel file, in the screen's words. */
  orderFile(auth: AuthContext, query: OrderMasterFileQuery): FileBody {
    const orders = this.orderRows(auth, query);
    async function* rows() {
      for await (const batch of orders) yield batch.map(orderInWords);
    }
    return excelFile(
      auth.merchantCode,
      'Order Master',
      pickColumns(ORDER_MASTER_COLUMNS, query.columns),
      rows,
    );
  }

  /** Every order of the scheme and period, newest first, in batches (the file writes them as they come). */
  private async *orderRows(auth: AuthContext, query: OrderMasterQuery): AsyncGenerator<OrderMasterRow[]> {
    const criteria = orderCriteria(auth, query, todayInAmman(this.now()));
    for await (const rows of repo.orderBatches(this.db, criteria)) yield rows.map(toOrderRow);
  }
}
