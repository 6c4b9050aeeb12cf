// A list's page on a phone: one card per row instead of a grid wider than the screen. A card leads with what
// a person looks for — the amount with its currency, the date and time, the card, the status — and opens the
// row's details where the screen has them; elsewhere every other shown column is one tap away.
import { cellCurrency } from '@merchant-portal/contracts/transaction-columns';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useGridApiRef,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridRenderCellParams,
  type GridRowId,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LtrText } from './ltr-text';
import { columnSpecOf } from './grid-columns';
import { figure, moneyText } from '../lib/figures';

type ApiRef = ReturnType<typeof useGridApiRef>;

interface Field {
  label: string;
  text: string;
}

/** A cell's text as the grid shows it (a status in the screen's language); an amount with its currency. */
function cellText<R extends GridValidRowModel>(column: GridColDef<R>, row: R, apiRef: ApiRef): string {
  const spec = columnSpecOf(column as GridColDef);
  const amount: unknown = spec?.kind === 'amount' ? row[spec.field] : undefined;
  if (spec && typeof amount === 'number') return moneyText(amount, cellCurrency(spec, row));
  const raw: unknown = column.valueGetter
    ? column.valueGetter(row[column.field] as never, row, column, apiRef as RefObject<never>)
    : row[column.field];
  const shown: unknown = column.valueFormatter
    ? column.valueFormatter(raw as never, row, column, apiRef as RefObject<never>)
    : raw;
  if (typeof shown === 'string') return shown;
  return typeof shown === 'number' || typeof shown === 'boolean' ? `${shown}` : '';
}

/**
 * What an action cell is drawn from outside the grid: the row and its column. The screens' action cells read
 * only the row; the grid's own state (focus, tab index) has no meaning in a card.
 */
function actionParams<R extends GridValidRowModel>(
  column: GridColDef<R>,
  row: R,
  id: GridRowId,
  apiRef: ApiRef,
): GridRenderCellParams<R> {
  return {
    row,
    id,
    field: column.field,
    colDef: column,
    value: row[column.field] as unknown,
    formattedValue: undefined,
    rowNode: { type: 'leaf', id, depth: 0, parent: 'auto-generated-group-node-root', groupingKey: null },
    cellMode: 'view',
    hasFocus: false,
    tabIndex: 0,
    api: apiRef.current,
    isEditable: false,
  } as GridRenderCellParams<R>;
}

const WHEN_DATES = ['transactionDate', 'orderDate', 'createdDate'];
const WHEN_TIMES = ['transactionTime', 'orderTime'];

/** A column's header as the spec writes it (the grid shows it in the screen's language). */
const specHeader = (column: GridColDef) => columnSpecOf(column)?.headerName ?? column.headerName;

/** Which shown column plays which part on the card; the rest follow in the grid's order. */
function cardLayout<R extends GridValidRowModel>(columns: readonly GridColDef<R>[]) {
  const find = (test: (column: GridColDef<R>) => boolean) => columns.find(test);
  const headerOf = (column: GridColDef<R>) => specHeader(column as GridColDef);
  const lead =
    find((column) => columnSpecOf(column as GridColDef)?.kind === 'amount') ??
    find((column) => column.renderCell === undefined);
  const date =
    find((column) => WHEN_DATES.includes(column.field)) ??
    find((column) => headerOf(column)?.endsWith('Date') === true);
  const time = find((column) => WHEN_TIMES.includes(column.field));
  const card = find((column) => headerOf(column) === 'PAN');
  const status = find((column) => headerOf(column)?.endsWith('Status') === true);
  const placed = new Set([lead, date, time, card, status]);
  // A column drawn by its own cell holds a row's actions (View Details): they go at the card's foot.
  const actions = columns.filter((column) => column.renderCell !== undefined);
  const rest = columns.filter((column) => !placed.has(column) && column.renderCell === undefined);
  return { lead, date, time, card, status, rest, actions };
}

export interface RowCardsProps<R extends GridValidRowModel> {
  label: string;
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  columnVisibilityModel?: GridColumnVisibilityModel;
  getRowId?: (row: R) => GridRowId;
  loading: boolean;
  emptyText: string;
  onRowOpen?: (row: R) => void;
}

export function RowCards<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  columnVisibilityModel = {},
  getRowId = (row) => row.id as GridRowId,
  loading,
  emptyText,
  onRowOpen,
}: RowCardsProps<R>) {
  const { t } = useTranslation();
  const apiRef = useGridApiRef();
  const shown = columns.filter(
    (column) =>
      (columnVisibilityModel[column.field] ?? !columnSpecOf(column as GridColDef)?.hidden) !== false,
  );
  const layout = cardLayout(shown);
  const fieldOf = (column: GridColDef<R> | undefined, row: R): Field | null => {
    if (!column) return null;
    const text = cellText(column, row, apiRef);
    return text === '' ? null : { label: column.headerName ?? column.field, text };
  };

  return (
    <Box aria-busy={loading} sx={{ position: 'relative', p: 1 }}>
      {loading && (
        <LinearProgress
          aria-label={t('Loading {{label}}', { label })}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
        />
      )}
      {rows.length === 0 && !loading && (
        <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
          {emptyText}
        </Typography>
      )}
      <Stack
        component="ul"
        aria-label={label}
        spacing={1}
        sx={{ listStyle: 'none', m: 0, p: 0, opacity: loading ? 0.5 : 1 }}
      >
        {rows.map((row) => {
          const lead = fieldOf(layout.lead, row);
          const status = fieldOf(layout.status, row);
          const when = [fieldOf(layout.date, row), fieldOf(layout.time, row)].flatMap((f) =>
            f ? [f.text] : [],
          );
          const card = fieldOf(layout.card, row);
          // Spans only: inside the card's button, where a paragraph may not go.
          const summary = (
            <Box component="span" sx={{ display: 'block', p: 1.5 }}>
              <Stack
                component="span"
                direction="row"
                sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'flex-end' }}
              >
                <Box component="span" sx={{ minWidth: 0 }}>
                  {lead && (
                    <>
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {lead.label}
                      </Typography>
                      <Typography
                        component="span"
                        sx={{
                          display: 'block',
                          fontWeight: 600,
                          fontSize: '1.15rem',
                          overflowWrap: 'anywhere',
                        }}
                      >
                        <LtrText>{lead.text}</LtrText>
                      </Typography>
                    </>
                  )}
                </Box>
                {status && (
                  <Typography component="span" variant="body2" sx={{ fontWeight: 500, flexShrink: 0 }}>
                    {status.text}
                  </Typography>
                )}
              </Stack>
              {when.length > 0 && (
                <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                  <LtrText>{figure(when.join(' '))}</LtrText>
                </Typography>
              )}
              {card && (
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block', overflowWrap: 'anywhere' }}
                >
                  {card.label} <LtrText>{card.text}</LtrText>
                </Typography>
              )}
            </Box>
          );
          const rest = layout.rest.flatMap((column) => fieldOf(column, row) ?? []);
          const id = getRowId(row);
          return (
            <Card component="li" key={id}>
              {onRowOpen ? (
                <CardActionArea onClick={() => onRowOpen(row)}>{summary}</CardActionArea>
              ) : (
                summary
              )}
              {!onRowOpen && rest.length > 0 && (
                <Box component="details" sx={{ px: 1.5, pb: 1.5 }}>
                  <Box component="summary" sx={{ cursor: 'pointer', color: 'primary.main', fontWeight: 500 }}>
                    {t('All details')}
                  </Box>
                  <Box
                    component="dl"
                    sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}
                  >
                    {rest.map((field) => (
                      <Box key={field.label} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                          {field.label}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                          <LtrText>{field.text}</LtrText>
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                </Box>
              )}
              {layout.actions.length > 0 && (
                <Stack direction="row" sx={{ px: 1, pb: 1, gap: 1, flexWrap: 'wrap' }}>
                  {layout.actions.map((column) => (
                    <Box key={column.field}>{column.renderCell?.(actionParams(column, row, id, apiRef))}</Box>
                  ))}
                </Stack>
              )}
            </Card>
          );
        })}
      </Stack>
    </Box>
  );
}
