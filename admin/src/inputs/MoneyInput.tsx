import { useState, type ChangeEvent } from 'react';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
import { formatMoney, parseMoney } from './money';

export type MoneyInputProps = InputProps & {
  fullWidth?: boolean;
  helperText?: string | false;
  /** Shown after the number: '€' (default), or '%' for a rate. */
  unit?: string;
  sx?: SxProps<Theme>;
};

/**
 * A euro amount with the German decimal comma in any browser language; react-admin's NumberInput
 * leaves the parsing to the browser, which reads '42,50' as 4250 in English. The form holds a
 * number, or the text as typed while it is no amount, so the field's validator names the mistake.
 */
export const MoneyInput = ({ fullWidth, helperText, label, unit = '€', sx, ...props }: MoneyInputProps) => {
  const { id, field, fieldState, isRequired } = useInput(props);
  const [text, setText] = useState(() => formatMoney(field.value));
  const [shownValue, setShownValue] = useState<unknown>(field.value);

  // A value set from outside (a loaded record, a reset) replaces what is shown: adjusted while
  // rendering, as React recommends, instead of in an effect that would render twice.
  if (field.value !== shownValue) {
    setShownValue(field.value);
    if (!sameAmount(text, field.value)) setText(formatMoney(field.value));
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    setText(typed);
    const amount = parseMoney(typed);
    field.onChange(typed.trim() === '' ? null : (amount ?? typed));
  };

  const onBlur = () => {
    const amount = parseMoney(text);
    if (amount !== null) setText(formatMoney(amount));
    field.onBlur();
  };

  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <TextField
      id={id}
      className={`ra-input ra-input-${props.source}`}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={onChange}
      onBlur={onBlur}
      label={<FieldTitle label={label} source={props.source} resource={props.resource} isRequired={isRequired} />}
      error={fieldState.invalid}
      helperText={helperText === false && !error ? null : <InputHelperText error={error} helperText={helperText} />}
      fullWidth={fullWidth}
      // Read-only looks disabled, as react-admin's own inputs do.
      disabled={props.disabled || props.readOnly}
      slotProps={{ input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }, htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      size="small"
      sx={sx}
    />
  );
};

/** A percentage with two decimals and the German comma ('1,27 %', '-0,88 %'), like an amount. */
export const PercentInput = (props: Omit<MoneyInputProps, 'unit'>) => <MoneyInput {...props} unit="%" />;

/** Whether the shown text already stands for the form's value (so typing '42,' is not rewritten to '42,00'). */
function sameAmount(shown: string, value: unknown): boolean {
  if (value === null || value === undefined || value === '') return shown.trim() === '';
  if (typeof value === 'string') return shown === value;
  return parseMoney(shown) === value;
}
