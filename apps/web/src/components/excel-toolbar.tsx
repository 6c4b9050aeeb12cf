// A server-paged grid's toolbar with one file (Pre Auth Transactions, Shopix and Emart Reports, RJ Ticket
// Bookings): the download (Download as Excel unless labelled otherwise) and Refresh, as FileToolbar draws them.
import { FileToolbar } from './file-toolbar';

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
  return (
    <FileToolbar
      labels={{ excel: downloadLabel }}
      disabled={disabled}
      preparing={isPreparing ? 'excel' : null}
      onExport={onDownload}
      onRefresh={onRefresh}
    />
  );
}
