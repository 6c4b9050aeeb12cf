// The pre-auth grid's columns (spec part 2 §2 "Pre Auth Transactions"): card type and status in words,
// amounts with the dinar's 3 decimals, the id hidden.
import {
  PRE_AUTH_STATUSES,
  preAuthCardTypeWords,
  type PreAuthRow,
  type PreAuthStatus,
} from '@merchant-portal/contracts/schemas/pre-auth';
import { formatCell } from '@merchant-portal/contracts/transaction-columns';
import type { GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';

type Column = GridColDef<PreAuthRow>;

const text = (field: keyof PreAuthRow, headerName: string, width = 150): Column => ({
  field,
  headerName,
  width,
  sortable: false,
});

const amount = (field: keyof PreAuthRow, headerName: string): Column => ({
  ...text(field, headerName, 160),
  type: 'number',
  valueFormatter: (value: number | null) => formatCell('amount', value),
});

export const PRE_AUTH_COLUMNS: readonly Column[] = [
  text('id', 'ID', 100),
  text('transactionDate', 'Transaction Date'),
  text('transactionTime', 'Transaction Time'),
  text('transactionID', 'Transaction ID', 180),
  text('authCode', 'Auth Code', 120),
  text('pan', 'PAN', 180),
  { ...text('cardType', 'Card Type', 170), valueFormatter: (value: string) => preAuthCardTypeWords(value) },
  text('binType', 'BIN Type', 120),
  text('branch', 'Branch', 180),
  text('terminalID', 'Terminal ID'),
  amount('transactionAmount', 'Transaction Amount'),
  text('expiryDate', 'Expiry Date'),
  { ...text('status', 'Status', 120), valueFormatter: (value: PreAuthStatus) => PRE_AUTH_STATUSES[value] },
  amount('capturedAmount', 'Captured Amount'),
];

export const HIDDEN_COLUMNS: GridColumnVisibilityModel = { id: false };
