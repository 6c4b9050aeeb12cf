// The digits switch (docs/i18n.md), in the user's panel while the portal speaks Arabic: figures and dates in
// Latin digits (the default, as Jordanian banks print them) or in Arabic-Indic ones, kept as the user's.
import type { Digits } from '@merchant-portal/contracts/i18n/languages';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useKeepDigits } from '../lib/api/language';
import { currentDigits, currentLanguage, i18n, switchDigits } from '../lib/i18n';

/** Each choice shows itself: a sample written in its digits, named for a screen reader. */
const CHOICES: readonly { digits: Digits; sample: string; name: string }[] = [
  { digits: 'latn', sample: '123', name: phrase('Latin digits') },
  { digits: 'arab', sample: '١٢٣', name: phrase('Arabic-Indic digits') },
];

export function DigitsSwitch() {
  const { t } = useTranslation();
  const keepDigits = useKeepDigits();
  if (currentLanguage() !== 'ar') return null;

  const choose = (digits: Digits | null) => {
    if (digits === null || digits === currentDigits()) return;
    switchDigits(digits);
    // Kept for the next sign-in; if that fails, the choice still shows here until then.
    keepDigits(digits).catch(() =>
      enqueueSnackbar(i18n.t('Your digits could not be kept for your next sign-in, please try again.'), {
        variant: 'warning',
      }),
    );
  };

  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={currentDigits()}
      onChange={(_event, digits: Digits | null) => choose(digits)}
      aria-label={t('Digits')}
      sx={{ mt: 1.5 }}
    >
      {CHOICES.map(({ digits, sample, name }) => (
        <ToggleButton key={digits} value={digits} aria-label={t(name)} title={t(name)} sx={{ px: 2 }}>
          {sample}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
