// A one-of-a-list field of the filter bars: a select whose options are the choices, shown by their labels.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface ChoiceFieldProps<T extends string> {
  label: string;
  value: T;
  choices: readonly T[];
  onChange: (value: T) => void;
  /** The text shown for a choice (the choice itself by default). */
  labelOf?: (choice: T) => string;
  /** An option's accessible name, when its text does not say it (a blank choice). */
  ariaLabelOf?: (choice: T) => string;
  /** Shows the text of a blank choice too, with the label kept above the field. */
  showsBlank?: boolean;
  width: number;
  required?: boolean;
  disabled?: boolean;
}

export function ChoiceField<T extends string>({
  label,
  value,
  choices,
  onChange,
  labelOf = (choice) => choice,
  ariaLabelOf,
  showsBlank,
  width,
  required,
  disabled,
}: ChoiceFieldProps<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      required={required}
      disabled={disabled}
      sx={{ width }}
      {...(showsBlank && { slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } } })}
      onChange={(event) => onChange(event.target.value as T)}
    >
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice} aria-label={ariaLabelOf?.(choice)}>
          {labelOf(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}
