import type { FormEvent } from 'react';
import type { OrderQuery } from '../api';
import { texts } from '../texts';
import { TextField } from '../ui/TextField';
import { isComplete } from './orderLookup';

interface CheckFormProps {
  query: OrderQuery;
  onChange: (query: OrderQuery) => void;
  onSubmit: () => void;
  busy: boolean;
}

/** Order number, last name and postal code; the button waits until all three are filled. */
export function CheckForm({ query, onChange, onSubmit, busy }: CheckFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isComplete(query) && !busy) onSubmit();
  };
  const set = (name: keyof OrderQuery) => (value: string) => onChange({ ...query, [name]: value });

  return (
    <form className="check-form" onSubmit={submit} noValidate>
      <TextField
        id="check-orderNumber"
        label={texts.check.orderNumber}
        value={query.orderNumber}
        onChange={set('orderNumber')}
        autoComplete="off"
        maxLength={50}
      />
      <TextField
        id="check-lastName"
        label={texts.check.lastName}
        value={query.lastName}
        onChange={set('lastName')}
        autoComplete="family-name"
        maxLength={100}
      />
      <TextField
        id="check-zip"
        label={texts.check.zip}
        value={query.zip}
        onChange={set('zip')}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={5}
      />
      <button type="submit" className="button button-large" disabled={!isComplete(query) || busy}>
        {texts.check.submit}
      </button>
    </form>
  );
}
