// The branches table; a row opens the terminals dialog of that branch (spec part 1 §2 "Merchant details page").
import {
  MERCHANT_USER_MESSAGES,
  type MerchantBranch,
} from '@merchant-portal/contracts/schemas/merchant-users';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { SectionCard } from '../../../components/section-card';
import { TableScroll } from '../../../components/table-scroll';
import { METADATA_HEADERS, MetadataCells } from './metadata-cells';
import { TerminalsDialog } from './terminals-dialog';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { useTranslation } from 'react-i18next';

const HEADERS = [
  phrase('Branch ID'),
  phrase('Branch Name'),
  phrase('Merchant Code'),
  phrase('Terminals'),
  ...METADATA_HEADERS,
];

export function BranchesTable({ branches }: { branches: MerchantBranch[] }) {
  // The dialog keeps showing the last branch while it closes.
  const { t } = useTranslation();
  const [selected, setSelected] = useState<MerchantBranch | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const showTerminals = (branch: MerchantBranch) => {
    setSelected(branch);
    setIsDialogOpen(true);
  };
  return (
    <SectionCard title={phrase('Branches')} isPadded={false}>
      <TableScroll label={t('{{label}}: rows', { label: t('Branches') })}>
        <Table size="small" aria-label={t('Branches')}>
          <TableHead>
            <TableRow>
              {HEADERS.map((header) => (
                <TableCell key={header}>{t(header)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {branches.length === 0 ? (
              <TableRow>
                <TableCell colSpan={HEADERS.length} align="center">
                  {t(MERCHANT_USER_MESSAGES.noBranches)}
                </TableCell>
              </TableRow>
            ) : (
              branches.map((branch) => (
                <TableRow
                  key={branch.branchId}
                  hover
                  tabIndex={0}
                  aria-label={t('Terminals of {{branch}}', { branch: branch.branchName })}
                  sx={{ cursor: 'pointer' }}
                  onClick={() => showTerminals(branch)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      showTerminals(branch);
                    }
                  }}
                >
                  <TableCell>{branch.branchId}</TableCell>
                  <TableCell>{branch.branchName}</TableCell>
                  <TableCell>{branch.merchantCode}</TableCell>
                  <TableCell>{branch.terminals.length}</TableCell>
                  <MetadataCells row={branch} />
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableScroll>
      {selected && (
        <TerminalsDialog branch={selected} open={isDialogOpen} onClose={() => setIsDialogOpen(false)} />
      )}
    </SectionCard>
  );
}
