import type { ColumnSpec } from '@merchant-portal/contracts/transaction-columns';
import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { gridColumns } from '../grid-columns';

const SPECS: ColumnSpec<string>[] = [
  { field: 'status', headerName: 'Status', kind: 'text', width: 120, inWords: true },
  {
    field: 'transactionType',
    headerName: 'Transaction Type',
    kind: 'text',
    width: 120,
    words: 'transactionType',
  },
  { field: 'branch', headerName: 'Branch', kind: 'text', width: 120 },
];
const ROW = { id: 1, status: 'Held', transactionType: 'SALE', branch: 'Held Street' };
const ARABIC: Record<string, string> = {
  Status: 'الحالة',
  'Transaction Type': 'نوع الحركة',
  Branch: 'الفرع',
  Held: 'محجوز',
  Sale: 'بيع',
};
const toArabic = (text: string) => ARABIC[text] ?? text;

function cellOf(column: GridColDef | undefined): string {
  const format = column?.valueFormatter as ((value: unknown, row: typeof ROW) => string) | undefined;
  return format?.(undefined, ROW) ?? '';
}

describe('gridColumns', () => {
  it("shows headers and word cells (a status, a code's words) in the screen's language, and data as it is", () => {
    const [status, type, branch] = gridColumns(SPECS, { t: toArabic });
    expect([status?.headerName, type?.headerName, branch?.headerName]).toEqual([
      'الحالة',
      'نوع الحركة',
      'الفرع',
    ]);
    expect(cellOf(status)).toBe('محجوز');
    expect(cellOf(type)).toBe('بيع');
    // A branch's name is data, even where it reads like a word of a list.
    expect(cellOf(branch)).toBe('Held Street');
  });

  it("keeps the spec's English without a language", () => {
    const [status, type] = gridColumns(SPECS);
    expect(status?.headerName).toBe('Status');
    expect(cellOf(status)).toBe('Held');
    expect(cellOf(type)).toBe('Sale');
  });
});
