// A react-hook-form text field (an OutlinedField, or a PasswordField), its error under it. A choice from a list
// is a FormSelectField (form-select-field.tsx).
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type ControllerFieldState,
  type FieldValues,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';
import { translateText } from '../lib/i18n';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';
import { PasswordField } from './password-field';

/** What binds a field to the form, whatever draws it. */
export interface FormBinding<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  rules?: Pick<RegisterOptions<T>, 'deps'>;
  /** What the field expects, shown under it while it has no error. */
  hint?: string;
}

export type FormFieldProps<T extends FieldValues> = Omit<
  OutlinedFieldProps,
  'name' | 'type' | 'error' | 'helperText' | 'value' | 'onChange' | 'onBlur' | 'inputRef'
> &
  FormBinding<T> & {
    /** A password with a show/hide toggle; `new` also blocks copy, cut and paste. */
    password?: 'current' | 'new';
  };

/** A controlled field's value, handlers and error, as the MUI field components take them. */
export function boundProps<T extends FieldValues>(
  { ref, ...field }: ControllerRenderProps<T, Path<T>>,
  fieldState: ControllerFieldState,
  hint: string | undefined,
) {
  return {
    ...field,
    inputRef: ref,
    error: Boolean(fieldState.error),
    // A blank helper keeps the form from jumping when a message appears.
    helperText: translateText(fieldState.error?.message ?? hint ?? ' '),
  };
}

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
      render={({ field, fieldState }) => {
        const shared = { ...props, ...boundProps(field, fieldState, hint) };
        return password ? (
          <PasswordField {...shared} blockClipboard={password === 'new'} />
        ) : (
          <OutlinedField {...shared} />
        );
      }}
    />
  );
}
