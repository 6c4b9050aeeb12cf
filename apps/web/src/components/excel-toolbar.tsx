// A server-paged grid's toolbar (Pre Auth Transactions, Shopix and Emart Reports): Download as Excel and Refresh, both disabled while the grid loads or the file
// is being prepared; the Excel button shows a spinner while it is.
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
}

export function ExcelToolbar({ disabled, isPreparing, onDownload, onRefresh }: ExcelToolbarProps) {
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
        Download as Excel
      </Button>
      <Button size="small" startIcon={<RefreshIcon />} disabled={busy} onClick={onRefresh}>
        Refresh
      </Button>
    </Stack>
  );
}
