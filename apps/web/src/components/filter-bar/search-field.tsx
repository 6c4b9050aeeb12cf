// The search row of the transaction filter bar: one search field that says how it read the text, and the
// amount range behind a toggle. Applied by the bar's submit like every filter (spec part 2 §4); Enter in a
// field submits the form.
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { useId, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../lib/i18n';
import type { FilterAction, FilterIssues } from './filter-state';
import { hasAmountBound, searchReading, type AmountBound, type SearchFields } from './search-rules';

/** What the field takes, under it while it holds nothing it can read yet. */
export const SEARCH_HINT = phrase(
  'Card’s last 4 digits, masked card, RRN, auth code or amount such as 37.500',
);
const SEARCH_PLACEHOLDER = phrase('4417, RRN, auth code or 37.500');

const BOUNDS: ReadonlyArray<{ bound: AmountBound; label: string }> = [
  { bound: 'amountFrom', label: phrase('Amount from') },
  { bound: 'amountTo', label: phrase('Amount to') },
];

export interface SearchRowProps {
  fields: SearchFields;
  /** The rule texts to show now. */
  issues: Pick<FilterIssues, 'search' | 'amountFrom' | 'amountTo'>;
  dispatch: Dispatch<FilterAction>;
}

export function SearchRow({ fields, issues, dispatch }: SearchRowProps) {
  const { t } = useTranslation();
  const rangeId = useId();
  const [isRangeOpen, setRangeOpen] = useState(false);
  // A range with a bound stays open: no bound ever narrows the search out of sight.
  const isRangeShown = isRangeOpen || hasAmountBound(fields);
  const reading = searchReading(fields.search);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
      <TextField
        size="small"
        type="search"
        label={t('Search')}
        placeholder={t(SEARCH_PLACEHOLDER)}
        value={fields.search}
        error={issues.search !== null}
        helperText={translateText(issues.search ?? reading ?? SEARCH_HINT)}
        autoComplete="off"
        sx={{ width: 360, maxWidth: '100%' }}
        slotProps={{ formHelperText: { 'aria-live': 'polite' } }}
        onChange={(event) => dispatch({ type: 'searchChanged', value: event.target.value })}
        onBlur={() => dispatch({ type: 'searchRowLeft', field: 'search' })}
      />
      <Button
        aria-expanded={isRangeShown}
        aria-controls={isRangeShown ? rangeId : undefined}
        endIcon={isRangeShown ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ height: 40 }}
        onClick={() => {
          // Closing the range removes it: a hidden bound would narrow the search unseen.
          if (isRangeShown) dispatch({ type: 'amountRangeCleared' });
          setRangeOpen(!isRangeShown);
        }}
      >
        {t('Amount range')}
      </Button>
      {isRangeShown && (
        <Box
          id={rangeId}
          role="group"
          aria-label={t('Amount range')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
        >
          {BOUNDS.map(({ bound, label }) => (
            <TextField
              key={bound}
              size="small"
              label={t(label)}
              value={fields[bound]}
              error={issues[bound] !== null}
              helperText={issues[bound] === null ? undefined : translateText(issues[bound])}
              autoComplete="off"
              sx={{ width: 150 }}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              onChange={(event) => dispatch({ type: 'amountChanged', bound, value: event.target.value })}
              onBlur={() => dispatch({ type: 'searchRowLeft', field: 'amounts' })}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
