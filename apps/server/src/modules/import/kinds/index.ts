// Every kind of import file, in the order a folder of them is loaded (each after the kinds it refers to).
import type { ImportKind } from '../kind.js';
import { airportsKind } from './airports.js';
import { bookingsKind } from './bookings.js';
import { branchesKind } from './branches.js';
import { embassiesKind } from './embassies.js';
import { marketplaceOrdersKind } from './marketplace-orders.js';
import { merchantsKind } from './merchants.js';
import { mofaPaymentsKind } from './mofa-payments.js';
import { preAuthKind } from './pre-auth.js';
import { terminalsKind } from './terminals.js';
import { transactionsKind } from './transactions.js';
import { usersKind } from './users.js';

export const IMPORT_KINDS: readonly ImportKind[] = [
  merchantsKind,
  branchesKind,
  terminalsKind,
  embassiesKind,
  usersKind,
  airportsKind,
  transactionsKind,
  preAuthKind,
  marketplaceOrdersKind,
  mofaPaymentsKind,
  bookingsKind,
] as ImportKind[];

export function importKind(name: string): ImportKind | undefined {
  return IMPORT_KINDS.find((kind) => kind.name === name);
}
