// Handlers of the marketplace calls (spec part 2 §7): the Shopix and Emart settlement rows and their Excel
// file, and the order-master's orders of one scheme and their Excel file.
import type { Writable } from 'node:stream';
import { todayInAmman } from '@merchant-portal/contracts/dates';
import {
  ORDER_MASTER_COLUMNS,
  SETTLEMENT_COLUMNS,
  orderInWords,
} from '@merchant-portal/contracts/schemas/marketplace';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { writeXlsx } from '../../lib/exports/xlsx.js';
import type { Handlers } from '../../plugins/endpoints.js';
import { requireAuth } from '../../plugins/authorize.js';
import { listOrders, listSettlementRows, orderRows, settlementRows } from './service.js';

type MarketplaceCalls =
  'marketplaceSettlementList' | 'marketplaceSettlementFile' | 'orderMasterList' | 'orderMasterFile';

export function marketplaceHandlers(db: Database, clock: Clock): Handlers<MarketplaceCalls> {
  return {
    marketplaceSettlementList: async (request) => {
      const { results, totalRecords, totals } = await listSettlementRows(
        db,
        requireAuth(request),
        request.query,
      );
      return { data: { results }, metadata: { pagination: { totalRecords } }, totals };
    },
    marketplaceSettlementFile: (request) => {
      const auth = requireAuth(request);
      return Promise.resolve({
        merchantCode: auth.merchantCode,
        format: 'excel' as const,
        write: (stream: Writable) =>
          writeXlsx(stream, {
            sheetName: 'Shopix and Emart Reports',
            columns: SETTLEMENT_COLUMNS,
            rows: settlementRows(db, auth, request.query),
          }),
      });
    },
    orderMasterList: async (request) => {
      const { results, totals } = await listOrders(
        db,
        requireAuth(request),
        request.query,
        todayInAmman(clock()),
      );
      return { data: { results }, metadata: { pagination: { totalRecords: results.length } }, totals };
    },
    orderMasterFile: (request) => {
      const auth = requireAuth(request);
      async function* rows() {
        for await (const batch of orderRows(db, auth, request.query, todayInAmman(clock()))) {
          yield batch.map(orderInWords);
        }
      }
      return Promise.resolve({
        merchantCode: auth.merchantCode,
        format: 'excel' as const,
        write: (stream: Writable) =>
          writeXlsx(stream, { sheetName: 'Order Master', columns: ORDER_MASTER_COLUMNS, rows: rows() }),
      });
    },
  };
}
