import { describe, expect, it } from 'vitest';
import {
  FILE_COLUMN_MESSAGES,
  columnIssues,
  fileColumns,
  fileColumnsQuery,
  pickColumns,
  visibleFields,
} from './file-columns.js';

const COLUMNS = [
  { field: 'id', headerName: 'ID', hidden: true },
  { field: 'transactionDate', headerName: 'Transaction Date' },
  { field: 'netAmount', headerName: 'Net Amount' },
  { field: 'branchName', headerName: 'Branch Name' },
];

describe("a file's columns (issue 28)", () => {
  it('are those named, in their order, a column hidden at first shown; without a choice, the shown ones', () => {
    expect(pickColumns(COLUMNS, ['netAmount', 'id']).map(({ field, hidden }) => [field, hidden])).toEqual([
      ['netAmount', false],
      ['id', false],
    ]);
    expect(pickColumns(COLUMNS, undefined).map(({ field }) => field)).toEqual([
      'transactionDate',
      'netAmount',
      'branchName',
    ]);
  });

  it("are the grid's fields its visibility model does not hide, in the grid's order", () => {
    expect(visibleFields(COLUMNS, { id: false, branchName: false })).toEqual([
      'transactionDate',
      'netAmount',
    ]);
    expect(visibleFields(COLUMNS, {})).toEqual(COLUMNS.map(({ field }) => field));
  });

  it('name each column once, each one of the screen', () => {
    expect(columnIssues(['netAmount', 'loadDate', 'netAmount'], COLUMNS)).toEqual([
      { index: 1, message: FILE_COLUMN_MESSAGES.unknown('loadDate') },
      { index: 2, message: FILE_COLUMN_MESSAGES.twice('netAmount') },
    ]);
    // Where only the server knows the screen's columns, only the repeats are refused here.
    expect(columnIssues(['loadDate', 'loadDate'], null)).toEqual([
      { index: 1, message: FILE_COLUMN_MESSAGES.twice('loadDate') },
    ]);
  });

  it('in a body: one or more, at most 60, column names only', () => {
    const body = fileColumns(() => COLUMNS);
    expect(body.parse(['netAmount', 'id'])).toEqual(['netAmount', 'id']);
    expect(body.safeParse([]).error?.issues[0]?.message).toBe(FILE_COLUMN_MESSAGES.empty);
    expect(body.safeParse(['net-amount']).error?.issues[0]?.message).toBe(FILE_COLUMN_MESSAGES.name);
    const many = Array.from({ length: 61 }, (_, i) => `f${String.fromCharCode(97 + (i % 26), 97 + (i % 7))}`);
    expect(fileColumns(null).safeParse(many).error?.issues[0]?.message).toBe(FILE_COLUMN_MESSAGES.tooMany);
  });

  it('in a query: joined by commas', () => {
    const query = fileColumnsQuery(() => COLUMNS);
    expect(query.parse('branchName,transactionDate')).toEqual(['branchName', 'transactionDate']);
    expect(query.safeParse('branchName,status').success).toBe(false);
    expect(query.safeParse('').success).toBe(false);
  });
});
