/** A search body with the Transactions screen's defaults (PoS, every branch, card and method) over a period. */
export const defaultSearch = (fromDate: string, toDate: string) => ({
  branchId: 'ALL',
  cardType: 'All' as const,
  methodType: 'All' as const,
  transactionName: 'P' as const,
  fromDate,
  toDate,
});
