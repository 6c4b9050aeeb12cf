// A completed report's file, saved under its own name (spec part 2 §7).
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { downloadFile } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';

export async function downloadReport(fileName: string): Promise<void> {
  const file = await downloadFile(ENDPOINTS.reportDownload, {
    params: { fileName },
    query: { country: 'JO' },
  });
  saveFile(file.blob, file.fileName);
}
