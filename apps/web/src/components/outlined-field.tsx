// An outlined text field drawn as MUI's TextField draws it (label bound to the input, helper text describing
// it), from the parts TextField uses: TextField itself also imports Select with its menus and popovers, which
// the sign-in form, loaded before anything else, has no use for.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

export type OutlinedFieldProps = Pick<
  OutlinedInputProps,
  | 'autoComplete'
  | 'autoFocus'
  | 'disabled'
  | 'error'
  | 'fullWidth'
  | 'inputRef'
  | 'name'
  | 'onBlur'
  | 'onChange'
  | 'type'
  | 'value'
> & {
  label: ReactNode;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
  slotProps?: { input?: Partial<OutlinedInputProps>; htmlInput?: InputBaseComponentProps };
};

export function OutlinedField({
  label,
  helperText,
  error = false,
  disabled = false,
  fullWidth = false,
  sx,
  slotProps,
  ...inputProps
}: OutlinedFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      error={error}
      disabled={disabled}
      fullWidth={fullWidth}
      variant="outlined"
      {...(sx && { sx })}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        aria-describedby={helperTextId}
        fullWidth={fullWidth}
        id={id}
        label={label}
        {...inputProps}
        {...(slotProps?.htmlInput && { inputProps: slotProps.htmlInput })}
        {...slotProps?.input}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
