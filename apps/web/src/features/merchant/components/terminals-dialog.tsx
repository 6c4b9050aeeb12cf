// The terminals of one branch: id, status and metadata of each (spec part 1 §3 "Terminal").
import { terminalStatusLabel } from '@merchant-portal/contracts/labels';
import {
  MERCHANT_USER_MESSAGES,
  type MerchantBranch,
} from '@merchant-portal/contracts/schemas/merchant-users';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TableScroll } from '../../../components/table-scroll';
import { METADATA_HEADERS, MetadataCells } from './metadata-cells';

const HEADERS = ['Terminal ID', 'Status', ...METADATA_HEADERS];

export interface TerminalsDialogProps {
  branch: MerchantBranch;
  open: boolean;
  onClose: () => void;
}

export function TerminalsDialog({ branch, open, onClose }: TerminalsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="terminals-title">
      <DialogTitle id="terminals-title">{`Terminals of ${branch.branchName}`}</DialogTitle>
      <DialogContent dividers>
        {branch.terminals.length === 0 ? (
          <Typography>{MERCHANT_USER_MESSAGES.noTerminals}</Typography>
        ) : (
          <TableScroll label="Terminals: rows">
            <Table size="small" aria-label="Terminals">
              <TableHead>
                <TableRow>
                  {HEADERS.map((header) => (
                    <TableCell key={header}>{header}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {branch.terminals.map((terminal) => (
                  <TableRow key={terminal.terminalId}>
                    <TableCell>{terminal.terminalId}</TableCell>
                    <TableCell>{terminalStatusLabel(terminal.status)}</TableCell>
                    <MetadataCells row={terminal} />
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
