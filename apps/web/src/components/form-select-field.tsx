// A react-hook-form choice from a list (an MUI TextField with `select`), its error under it. Apart from
// FormField so that a form without a list does not load MUI's Select, its menu and popover.
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type FieldValues } from 'react-hook-form';
import { boundProps, type FormBinding } from './form-field';

export type FormSelectFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'select' | 'error' | 'helperText' | 'value' | 'onChange' | 'onBlur' | 'inputRef'
> &
  FormBinding<T>;

export function FormSelectField<T extends FieldValues>({
  control,
  name,
  rules,
  hint,
  ...props
}: FormSelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      {...(rules && { rules })}
      render={({ field, fieldState }) => (
        <TextField {...props} {...boundProps(field, fieldState, hint)} select />
      )}
    />
  );
}
