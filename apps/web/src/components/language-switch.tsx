// The language switch (docs/i18n.md), on the sign-in page and in the top bar: it names the other language in
// that language ('العربية' / 'English'), so a reader of either finds it.
import { LANGUAGE_NAMES, type Language } from '@merchant-portal/contracts/i18n/languages';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noteChoiceBeforeSignIn, useKeepLanguage } from '../lib/api/language';
import { currentLanguage, i18n, switchLanguage } from '../lib/i18n';

export interface LanguageSwitchProps {
  /** The choice is kept as the signed-in user's too. */
  isSignedIn: boolean;
  /** An icon alone (a phone's top bar). */
  isCompact?: boolean;
}

export function LanguageSwitch({ isSignedIn, isCompact = false }: LanguageSwitchProps) {
  useTranslation();
  const keepLanguage = useKeepLanguage();
  const [isSwitching, setIsSwitching] = useState(false);
  const other: Language = currentLanguage() === 'ar' ? 'en' : 'ar';

  const choose = async () => {
    setIsSwitching(true);
    try {
      await switchLanguage(other);
    } catch {
      // The Arabic texts did not arrive (a lost connection): the screens stay as they were.
      enqueueSnackbar(i18n.t('Could not change the language, please try again.'), { variant: 'error' });
      return;
    } finally {
      setIsSwitching(false);
    }
    if (!isSignedIn) {
      noteChoiceBeforeSignIn(other);
      return;
    }
    await keepLanguage(other).catch(() =>
      // In the language now shown (this render's `t` spoke the one before).
      enqueueSnackbar(i18n.t('Your language could not be kept for your next sign-in, please try again.'), {
        variant: 'warning',
      }),
    );
  };
  const props = {
    color: 'inherit',
    lang: other,
    disabled: isSwitching,
    onClick: () => void choose(),
    // A click leaves the focus where it was (a form's field is not left "touched", its error not shown yet);
    // the keyboard still reaches the switch in its turn.
    onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
  } as const;

  return isCompact ? (
    <IconButton {...props} aria-label={LANGUAGE_NAMES[other]}>
      <TranslateIcon />
    </IconButton>
  ) : (
    <Button {...props} startIcon={<TranslateIcon />} sx={{ flexShrink: 0 }}>
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
