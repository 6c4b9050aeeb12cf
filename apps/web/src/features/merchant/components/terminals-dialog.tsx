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
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { useTranslation } from 'react-i18next';

const HEADERS = [phrase('Terminal ID'), phrase('Status'), ...METADATA_HEADERS];

export interface TerminalsDialogProps {
  branch: MerchantBranch;
  open: boolean;
  onClose: () => void;
}

export function TerminalsDialog({ branch, open, onClose }: TerminalsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="terminals-title">
      <DialogTitle id="terminals-title">
        {t('Terminals of {{branch}}', { branch: branch.branchName })}
      </DialogTitle>
      <DialogContent dividers>
        {branch.terminals.length === 0 ? (
          <Typography>{t(MERCHANT_USER_MESSAGES.noTerminals)}</Typography>
        ) : (
          <TableScroll label={t('{{label}}: rows', { label: t('Terminals') })}>
            <Table size="small" aria-label={t('Terminals')}>
              <TableHead>
                <TableRow>
                  {HEADERS.map((header) => (
                    <TableCell key={header}>{t(header)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {branch.terminals.map((terminal) => (
                  <TableRow key={terminal.terminalId}>
                    <TableCell>{terminal.terminalId}</TableCell>
                    <TableCell>{t(terminalStatusLabel(terminal.status))}</TableCell>
                    <MetadataCells row={terminal} />
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
