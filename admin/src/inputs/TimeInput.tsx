import { TextInput, type TextInputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { normaliseTime } from './time';

/**
 * A time of day as 24-hour HH:MM in any browser language (`<input type="time">` shows '12:00 AM'
 * in an English browser). Typed as '8', '830' or '8.30', it reads '08:00', '08:30' once left; what
 * is no time stays as typed for the field's validator to name.
 */
export const TimeInput = ({ source, parse, onBlur, slotProps, sx, ...props }: Omit<TextInputProps, 'type'>) => {
  const { getValues, setValue } = useFormContext();
  const normalise = (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const typed = getValues(source) as unknown;
    const time = typeof typed === 'string' ? normaliseTime(typed) : null;
    if (time !== null) {
      const value = parse ? parse(time) : time;
      if (value !== typed) setValue(source, value, { shouldDirty: true, shouldValidate: true });
    }
    onBlur?.(event);
  };
  return (
    <TextInput
      source={source}
      parse={parse}
      onBlur={normalise}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', maxLength: 5, placeholder: 'HH:MM', autoComplete: 'off' },
      }}
      sx={sx ?? { width: 140 }}
      {...props}
    />
  );
};
