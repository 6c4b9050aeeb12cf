// A password field with a show/hide toggle; optionally blocks copy, cut and paste (spec part 1 §2).
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type ClipboardEvent } from 'react';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';
import { useTranslation } from 'react-i18next';

export type PasswordFieldProps = Omit<OutlinedFieldProps, 'type'> & {
  /** Blocks copy, cut and paste, for new passwords that must be typed. */
  blockClipboard?: boolean;
};

const preventDefault = (event: ClipboardEvent) => event.preventDefault();

export function PasswordField({ blockClipboard = false, slotProps, ...props }: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  const clipboardHandlers = blockClipboard
    ? { onCopy: preventDefault, onCut: preventDefault, onPaste: preventDefault }
    : {};

  const { t } = useTranslation();
  return (
    <OutlinedField
      {...props}
      type={isVisible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        htmlInput: { ...slotProps?.htmlInput, ...clipboardHandlers },
        input: {
          ...slotProps?.input,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={isVisible ? t('Hide password') : t('Show password')}
                onClick={() => setIsVisible((visible) => !visible)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {isVisible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
