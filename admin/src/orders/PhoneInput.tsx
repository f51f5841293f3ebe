import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatPhone } from '@contract/phone-display';

/**
 * A phone number as typed (and saved so); under it, how people read it ('Formatiert: +49 160 7005447'),
 * when that differs from what was typed.
 */
export const PhoneInput = (props: TextInputProps) => {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: props.source });
  const typed = typeof value === 'string' ? value.trim() : '';
  const readable = formatPhone(typed);
  const hint = typed && readable !== typed ? translate('app.orders.phone_reads', { phone: readable }) : undefined;
  return <TextInput type="tel" {...props} helperText={hint ?? props.helperText} />;
};
