// A react-hook-form field rendered as an MUI TextField (or a PasswordField), its error under it.
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import { PasswordField } from './password-field';

export type FormFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'type' | 'error' | 'helperText'
> & {
  control: Control<T>;
  name: Path<T>;
  rules?: Pick<RegisterOptions<T>, 'deps'>;
  /** A password with a show/hide toggle; `new` also blocks copy, cut and paste. */
  password?: 'current' | 'new';
  /** What the field expects, shown under it while it has no error. */
  hint?: string;
};

export function FormField<T extends FieldValues>({
  control,
  name,
  rules,
  password,
  hint,
  ...props
}: FormFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      {...(rules && { rules })}
      render={({ field: { ref, ...field }, fieldState }) => {
        const shared = {
          ...props,
          ...field,
          inputRef: ref,
          error: Boolean(fieldState.error),
          // A blank helper keeps the form from jumping when a message appears.
          helperText: fieldState.error?.message ?? hint ?? ' ',
        };
        return password ? (
          <PasswordField {...shared} blockClipboard={password === 'new'} />
        ) : (
          <TextField {...shared} />
        );
      }}
    />
  );
}
