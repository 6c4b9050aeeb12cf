// The four metadata cells every branch and terminal row ends with (spec part 1 §3).
import TableCell from '@mui/material/TableCell';
import { timestampText } from '../../../lib/figures';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';

export const METADATA_HEADERS = [
  phrase('Created On'),
  phrase('Created By'),
  phrase('Modified On'),
  phrase('Modified By'),
];

export interface Metadata {
  createdOn: string;
  createdBy: string;
  modifiedOn: string;
  modifiedBy: string;
}

export function MetadataCells({ row }: { row: Metadata }) {
  return (
    <>
      <TableCell>{timestampText(row.createdOn)}</TableCell>
      <TableCell>{row.createdBy}</TableCell>
      <TableCell>{timestampText(row.modifiedOn)}</TableCell>
      <TableCell>{row.modifiedBy}</TableCell>
    </>
  );
}
