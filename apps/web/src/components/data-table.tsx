// A small table of rows under named columns (numbers to the right), scrolling sideways on a narrow screen.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { TableScroll } from './table-scroll';
import { useTranslation } from 'react-i18next';
import { LtrText } from './ltr-text';
import { figure } from '../lib/figures';
import { translateText } from '../lib/i18n';

export interface DataColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
  /** Card numbers line up in a fixed-width font, and read left to right in Arabic too. */
  monospace?: boolean;
}

/** A cell as given; a figure's text (a numeric column's) in the reader's digits. */
function shownCell<R>(column: DataColumn<R>, row: R): ReactNode {
  const cell = column.cell(row);
  return column.numeric && typeof cell === 'string' ? figure(cell) : cell;
}

export function DataTable<R>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  totals,
  empty,
  maxHeight,
}: {
  label: string;
  /** A title shown above the table (the label is then what a screen reader hears). */
  caption?: string;
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => string;
  /** A last row adding the rows up: one cell per column, the first naming it. */
  totals?: readonly ReactNode[];
  /** What a table without rows says, in a row across every column. */
  empty?: ReactNode;
  /** A taller table scrolls within this height, its header staying in view. */
  maxHeight?: number;
}) {
  const { t } = useTranslation();
  return (
    <TableScroll label={t('{{label}}: rows', { label: t(label) })} maxHeight={maxHeight}>
      <Table size="small" stickyHeader={maxHeight !== undefined} aria-label={t(label)}>
        {caption && (
          <caption style={{ captionSide: 'top', textAlign: 'start', padding: '0 0 4px', fontWeight: 500 }}>
            {t(caption)}
          </caption>
        )}
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                {t(column.header)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((column) => (
                <TableCell
                  key={column.header}
                  align={column.numeric ? 'right' : 'left'}
                  sx={column.monospace ? { fontFamily: 'monospace' } : undefined}
                >
                  {column.monospace ? <LtrText>{column.cell(row)}</LtrText> : shownCell(column, row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length === 0 && empty !== undefined && (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          )}
        </TableBody>
        {totals && (
          <TableFooter>
            <TableRow>
              {columns.map((column, index) => (
                <TableCell
                  key={column.header}
                  align={column.numeric ? 'right' : 'left'}
                  sx={{ fontWeight: 600, color: 'text.primary' }}
                >
                  {typeof totals[index] !== 'string'
                    ? totals[index]
                    : column.numeric
                      ? figure(totals[index])
                      : translateText(totals[index])}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableScroll>
  );
}
