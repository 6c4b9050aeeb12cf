// A table's toolbar (every list screen through ListPanel, and the special merchant's summary tables): its file
// buttons and Refresh, all disabled while the table loads or a file is being prepared; the
// button of the file in preparation shows a spinner.
import { EXPORT_FORMATS, type ExportFormat } from '@merchant-portal/contracts/schemas/transactions';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const ICONS: Record<ExportFormat, ReactNode> = { pdf: <PictureAsPdfIcon />, excel: <DownloadIcon /> };

export interface FileToolbarProps {
  /** A button for each format labelled (in English, shown in the screen's language), in the order of EXPORT_FORMATS. */
  labels: Partial<Record<ExportFormat, string>>;
  disabled: boolean;
  /** False when there is no result to put in a file (the list failed to load); Refresh stays. */
  canExport?: boolean;
  /** The format being prepared, if any. */
  preparing: ExportFormat | null;
  onExport: (format: ExportFormat) => void;
  onRefresh: () => void;
  children?: ReactNode;
}

export function FileToolbar({
  labels,
  disabled,
  canExport = true,
  preparing,
  onExport,
  onRefresh,
  children,
}: FileToolbarProps) {
  const { t } = useTranslation();
  const busy = disabled || preparing !== null;
  return (
    <Stack direction="row" spacing={1} sx={{ px: 1, py: 0.5, flexWrap: 'wrap' }}>
      {EXPORT_FORMATS.filter((format) => labels[format] !== undefined).map((format) => (
        <Button
          key={format}
          size="small"
          startIcon={
            preparing === format ? (
              <CircularProgress size={16} aria-label={t('Preparing file')} />
            ) : (
              ICONS[format]
            )
          }
          disabled={busy || !canExport}
          onClick={() => onExport(format)}
        >
          {t(labels[format] ?? '')}
        </Button>
      ))}
      <Button size="small" startIcon={<RefreshIcon />} disabled={busy} onClick={onRefresh}>
        {t('Refresh')}
      </Button>
      {children}
    </Stack>
  );
}
