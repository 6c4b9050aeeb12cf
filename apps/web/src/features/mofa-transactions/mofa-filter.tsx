// The MOFA filter bar (spec part 2 §2 "MOFA Transactions", §5): Quick select, From Date and To Date with the
// transaction search's date rules, RRN, Auth Code, Transfer Reference No, the Embassy (only for usernames
// without an underscore), the three flags and Submit Search. Submit hands over the whole form: the screen
// replaces its filter with it. Needs a LocalizationProvider with AdapterDayjs above it.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import { mofaFilterFields, type EmbassyItem } from '@merchant-portal/contracts/schemas/mofa';
import { dateRangeIssues } from '@merchant-portal/contracts/schemas/transactions';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo, useState } from 'react';
import { choiceChips, periodChip } from '../../components/filter-bar/filter-chips';
import { PeriodFields } from '../../components/filter-bar/period-fields';
import { QuickSelect } from '../../components/filter-bar/quick-select';
import type { MofaFilter } from './api/get-mofa-transactions';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { translateText } from '../../lib/i18n';

type ReferenceField = 'rrn' | 'authCode' | 'tranRefNo';
type FlagField = 'isChargedBack' | 'isProcessed' | 'isPreArb';

const REFERENCES: ReadonlyArray<{ field: ReferenceField; label: string; maxLength: number; width: number }> =
  [
    { field: 'rrn', label: 'RRN', maxLength: 12, width: 180 },
    { field: 'authCode', label: phrase('Auth Code'), maxLength: 6, width: 180 },
    // Wide enough for its label.
    { field: 'tranRefNo', label: phrase('Transfer Reference No'), maxLength: 40, width: 220 },
  ];

const FLAGS: ReadonlyArray<{ field: FlagField; label: string }> = [
  { field: 'isChargedBack', label: phrase('Is Charged Back') },
  { field: 'isProcessed', label: phrase('Is Processed') },
  { field: 'isPreArb', label: phrase('Is Pre Arb') },
];

/** The search's own rule for a reference (contracts), so the form refuses what the server would. */
function referenceIssue(field: ReferenceField, value: string): string | null {
  const result = mofaFilterFields[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** MOFA payments are CyberSource payments: the transaction search's date rules for source CS. */
const MOFA_SOURCE = 'CS';

export interface MofaFilterBarProps {
  /** What the form starts from (part 2 §4: 2 days ago to yesterday, the user's embassy if bound to one). */
  defaults: MofaFilter;
  /** Today in Amman: the quick selects and the date rules are relative to it. */
  today: DayNumber;
  /** The Embassy select shows only for usernames without an underscore (part 2 §5). */
  showsEmbassy: boolean;
  embassies: readonly EmbassyItem[];
  onSubmit: (filter: MofaFilter) => void;
}

// Memoised: the screen re-renders on every load of its grid, which leaves the filter as it is.
export const MofaFilterBar = memo(function MofaFilterBar({
  defaults,
  today,
  showsEmbassy,
  embassies,
  onSubmit,
}: MofaFilterBarProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(defaults);
  const dateIssues = dateRangeIssues(form.fromDate, form.toDate, MOFA_SOURCE, today);
  const trimmed = (field: ReferenceField) => form[field].trim();
  const hasIssues =
    dateIssues.length > 0 || REFERENCES.some(({ field }) => referenceIssue(field, trimmed(field)) !== null);

  return (
    <Box
      component="form"
      aria-label={t('MOFA filters')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (hasIssues) return;
        onSubmit({
          ...form,
          rrn: trimmed('rrn'),
          authCode: trimmed('authCode'),
          tranRefNo: trimmed('tranRefNo'),
        });
      }}
    >
      <QuickSelect
        today={today}
        onSelect={(_range, period) => setForm((current) => ({ ...current, ...period }))}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <PeriodFields
          period={form}
          latest={today - 1}
          issues={dateIssues}
          onChange={(change) => setForm((current) => ({ ...current, ...change }))}
        />
        {REFERENCES.map(({ field, label, maxLength, width }) => {
          const issue = referenceIssue(field, trimmed(field));
          return (
            <TextField
              key={field}
              size="small"
              label={t(label)}
              value={form[field]}
              error={issue !== null}
              helperText={issue === null ? undefined : translateText(issue)}
              sx={{ width }}
              slotProps={{ htmlInput: { maxLength, autoComplete: 'off' } }}
              onChange={(event) => setForm((current) => ({ ...current, [field]: event.target.value }))}
            />
          );
        })}
        {showsEmbassy && (
          <TextField
            select
            size="small"
            label={t('Embassy')}
            value={form.embassy}
            sx={{ width: 240, maxWidth: '100%' }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(event) => setForm((current) => ({ ...current, embassy: event.target.value }))}
          >
            <MenuItem value="">{t('All')}</MenuItem>
            {embassies.map((embassy) => (
              <MenuItem key={embassy.embassyCode} value={embassy.embassyCode}>
                {`${embassy.embassyLocation} (${embassy.embassyCode})`}
              </MenuItem>
            ))}
          </TextField>
        )}
        <FormGroup row sx={{ columnGap: 1 }}>
          {FLAGS.map(({ field, label }) => (
            <FormControlLabel
              key={field}
              label={t(label)}
              control={
                <Checkbox
                  size="small"
                  checked={form[field]}
                  onChange={(event) => setForm((current) => ({ ...current, [field]: event.target.checked }))}
                />
              }
            />
          ))}
        </FormGroup>
        <Button type="submit" variant="contained" disabled={hasIssues} sx={{ height: 40 }}>
          {t('Submit Search')}
        </Button>
      </Box>
    </Box>
  );
});

/** The applied MOFA filter in words, with the form's own labels, in the language of `t`. */
export function mofaFilterChips(
  filter: MofaFilter,
  embassies: readonly EmbassyItem[],
  t: TFunction,
): string[] {
  const embassy = embassies.find(({ embassyCode }) => embassyCode === filter.embassy);
  return [
    periodChip(filter, t),
    ...choiceChips(
      [
        ...REFERENCES.map(({ field, label }) => [label, filter[field]] as const),
        [phrase('Embassy'), embassy ? embassy.embassyLocation : filter.embassy],
      ],
      t,
    ),
    ...FLAGS.flatMap(({ field, label }) => (filter[field] ? [t(label)] : [])),
  ];
}
