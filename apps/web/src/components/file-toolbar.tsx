// A table's toolbar (Transactions, MoDEE and their summary tables, MOFA): its two file buttons and Refresh,
// all disabled while the table loads or a file is being prepared; the button of the file in preparation shows
// a spinner.
import type { ExportFormat } from '@merchant-portal/contracts/schemas/transactions';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

export interface FileToolbarProps {
  labels: Record<ExportFormat, string>;
  disabled: boolean;
  /** The format being prepared, if any. */
  preparing: ExportFormat | null;
  onExport: (format: ExportFormat) => void;
  onRefresh: () => void;
  children?: ReactNode;
}

export function FileToolbar({
  labels,
  disabled,
  preparing,
  onExport,
  onRefresh,
  children,
}: FileToolbarProps) {
  const busy = disabled || preparing !== null;
  const icon = (format: ExportFormat, idle: ReactNode) =>
    preparing === format ? <CircularProgress size={16} aria-label="Preparing file" /> : idle;
  return (
    <Stack direction="row" spacing={1} sx={{ px: 1, py: 0.5, flexWrap: 'wrap' }}>
      <Button
        size="small"
        startIcon={icon('pdf', <PictureAsPdfIcon />)}
        disabled={busy}
        onClick={() => onExport('pdf')}
      >
        {labels.pdf}
      </Button>
      <Button
        size="small"
        startIcon={icon('excel', <DownloadIcon />)}
        disabled={busy}
        onClick={() => onExport('excel')}
      >
        {labels.excel}
      </Button>
      <Button size="small" startIcon={<RefreshIcon />} disabled={busy} onClick={onRefresh}>
        Refresh
      </Button>
      {children}
    </Stack>
  );
}
