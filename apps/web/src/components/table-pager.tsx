// A table's pager in the screen's language: every list, table and report library pages with it.
import TablePagination, { type TablePaginationProps } from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { figure } from '../lib/figures';

type TablePagerProps = Omit<
  TablePaginationProps<'div'>,
  'component' | 'labelRowsPerPage' | 'labelDisplayedRows'
>;

export function TablePager(props: TablePagerProps) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      // Ours rather than MUI's Arabic, which writes the figures in Arabic-Indic digits (docs/i18n.md).
      labelRowsPerPage={t('Rows per page:')}
      labelDisplayedRows={({ from, to, count }) =>
        t('{{from}}–{{to}} of {{count}}', {
          from: figure(`${from}`),
          to: figure(`${to}`),
          count: figure(`${count}`),
        })
      }
      {...props}
      rowsPerPageOptions={props.rowsPerPageOptions?.map((option) =>
        typeof option === 'number' ? { value: option, label: figure(`${option}`) } : option,
      )}
    />
  );
}
