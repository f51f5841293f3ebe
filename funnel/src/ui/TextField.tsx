import type { HTMLAttributes } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  /** The message shown under the field; the field is marked invalid while there is one. */
  error?: string;
  required?: boolean;
  hint?: string;
  type?: 'text' | 'tel' | 'email';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  placeholder?: string;
  className?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** A labelled text input with an optional hint and its German message (contact form, order lookup). */
export function TextField({ id, label, value, error, required, hint, type = 'text', className, onChange, onBlur, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // The message replaces the hint while there is one.
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
        {required && (
          <span className="field-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        id={id}
        className="input"
        type={type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        {...input}
      />
      {hint && !error && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
