// A server-paged grid's toolbar (Pre Auth Transactions, Shopix and Emart Reports, RJ Ticket Bookings): the file
// download (Download as Excel unless labelled otherwise) and Refresh, both disabled while the grid loads or the
// file is being prepared; the download button shows a spinner while it is.
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export interface ExcelToolbarProps {
  disabled: boolean;
  isPreparing: boolean;
  onDownload: () => void;
  onRefresh: () => void;
  /** The download button's text, for a file other than Excel. */
  downloadLabel?: string;
}

export function ExcelToolbar({
  disabled,
  isPreparing,
  onDownload,
  onRefresh,
  downloadLabel = 'Download as Excel',
}: ExcelToolbarProps) {
  const busy = disabled || isPreparing;
  return (
    <Stack direction="row" spacing={1} sx={{ px: 1, py: 0.5, flexWrap: 'wrap' }}>
      <Button
        size="small"
        startIcon={
          isPreparing ? <CircularProgress size={16} aria-label="Preparing file" /> : <DownloadIcon />
        }
        disabled={busy}
        onClick={onDownload}
      >
        {downloadLabel}
      </Button>
      <Button size="small" startIcon={<RefreshIcon />} disabled={busy} onClick={onRefresh}>
        Refresh
      </Button>
    </Stack>
  );
}
