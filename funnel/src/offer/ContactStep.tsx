import { useEffect, useRef, useState, type FormEvent } from 'react';
import { contactErrors, SALUTATIONS, type ContactField as FieldName } from '@contract/lead-rules';
import { ConsentLine } from '../legal/ConsentLine';
import { submitLead, type ClickHistoryEntry, type LeadCreated } from '../api';
import { texts } from '../texts';
import { TextField } from '../ui/TextField';
import { funnelSignals } from './funnelSignals';
import { sessionStore } from './funnelStorage';
import { buildLeadPayload, canSubmitContact, mapServerFields, type ContactForm } from './leadPayload';
import { SubmitOverlay } from './SubmitOverlay';

/** The overlay stays at least this long, so a fast answer does not flash it. */
const MIN_OVERLAY_MS = 600;

/** In the order of the form: the first invalid one gets the focus after a submit attempt. */
const FIELD_ORDER: FieldName[] = ['salutation', 'firstName', 'lastName', 'phone', 'mail', 'street', 'streetNr', 'zip', 'city'];

type Messages = Partial<Record<FieldName, string>>;

interface Failure {
  message: string;
  /** Server messages that belong to no field. */
  details: string[];
  /** Offline, throttled or a server fault: the same data can simply be sent again. */
  canRetry: boolean;
}

interface ContactStepProps {
  form: ContactForm;
  onChange: (form: ContactForm) => void;
  details: ClickHistoryEntry[];
  fromUrl: string;
  /** An active buyer covers the checked postcode: only then does the step say a match was found. */
  matchFound: boolean;
  /** With the server's answer; `null` when it was no JSON (the lead is accepted all the same). */
  onSent: (created: LeadCreated | null) => void;
}

const fieldId = (name: FieldName) => `contact-${name}`;
const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Step 10: the contact data. The lead is only confirmed once the server has accepted it. */
export function ContactStep({ form, onChange, details, fromUrl, matchFound, onSent }: ContactStepProps) {
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Messages>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  // The field people never see (and screen readers skip): only a bot fills it.
  const [honeypot, setHoneypot] = useState('');
  const failureBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) failureBox.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [failure]);

  const clientErrors: Messages = contactErrors(form);
  const errorOf = (name: FieldName) => serverErrors[name] ?? (touched[name] || attempted ? clientErrors[name] : undefined);

  const change = (name: FieldName, value: string) => {
    onChange({ ...form, [name]: value });
    if (serverErrors[name]) setServerErrors(({ [name]: _dropped, ...rest }) => rest);
  };
  const touch = (name: FieldName) => setTouched((current) => (current[name] ? current : { ...current, [name]: true }));

  const send = async () => {
    setAttempted(true);
    const invalid = FIELD_ORDER.find((name) => clientErrors[name]);
    if (invalid) {
      document.getElementById(fieldId(invalid))?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    const [result] = await Promise.all([submitLead(buildLeadPayload(form, details, fromUrl, funnelSignals(sessionStore(), honeypot))), wait(MIN_OVERLAY_MS)]);
    setSubmitting(false);
    if (result.ok) {
      onSent(result.data);
      return;
    }
    if (result.status === 400) {
      const mapped = mapServerFields(result.fields);
      setServerErrors(mapped.byField);
      setFailure({ message: result.error ?? texts.offer.contact.invalid, details: mapped.other, canRetry: false });
      const first = FIELD_ORDER.find((name) => mapped.byField[name]);
      if (first) document.getElementById(fieldId(first))?.focus();
    } else if (result.status === 429) {
      setFailure({ message: result.error ?? texts.offer.contact.tooManyRequests, details: [], canRetry: true });
    } else {
      setFailure({ message: texts.offer.contact.failed, details: [], canRetry: true });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const field = (name: Exclude<FieldName, 'salutation'>, extra: Partial<Parameters<typeof TextField>[0]> & { autoComplete: string }) => (
    <TextField
      id={fieldId(name)}
      label={texts.offer.contact[name]}
      value={form[name]}
      error={errorOf(name)}
      onChange={(value) => change(name, value)}
      onBlur={() => touch(name)}
      {...extra}
    />
  );

  const ready = canSubmitContact(form);
  const salutationError = errorOf('salutation');

  return (
    <form className="step contact" onSubmit={submit} noValidate>
      {matchFound ? (
        <p className="notice-success">
          <svg viewBox="0 0 22 22" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="11" />
            <path d="M6.5 11.5l3 3 6-6.5" />
          </svg>
          {texts.offer.contact.found}
        </p>
      ) : (
        <p className="notice-info">{texts.offer.contact.notFoundYet}</p>
      )}
      <h2 className="step-heading" tabIndex={-1}>
        {texts.offer.contact.heading}
      </h2>
      <p className="form-hint">{texts.offer.contact.requiredHint}</p>
      <fieldset className="contact-fields" disabled={submitting}>
        <fieldset
          className="salutation"
          aria-describedby={salutationError ? 'contact-salutation-error' : undefined}
        >
          <legend className="field-label">{texts.offer.contact.salutation}</legend>
          <div className="salutation-options">
            {SALUTATIONS.map((salutation, index) => (
              <label key={salutation} className="salutation-option">
                <input
                  id={index === 0 ? fieldId('salutation') : undefined}
                  type="radio"
                  name="salutation"
                  value={salutation}
                  checked={form.salutation === salutation}
                  onChange={() => change('salutation', salutation)}
                />
                <span>{salutation}</span>
              </label>
            ))}
          </div>
          {salutationError && (
            <p id="contact-salutation-error" className="field-error">
              {salutationError}
            </p>
          )}
        </fieldset>
        <div className="field-row">
          {field('firstName', { required: true, autoComplete: 'given-name' })}
          {field('lastName', { required: true, autoComplete: 'family-name' })}
        </div>
        <div className="field-row">
          {field('phone', { required: true, type: 'tel', autoComplete: 'tel', hint: texts.offer.contact.phoneHint })}
          {field('mail', { required: true, type: 'email', autoComplete: 'email' })}
        </div>
        <div className="field-row field-row-address">
          {field('street', { required: true, autoComplete: 'address-line1', className: 'field-wide' })}
          {field('streetNr', { required: true, autoComplete: 'off', className: 'field-narrow', maxLength: 10 })}
        </div>
        <div className="field-row field-row-address">
          {field('zip', { required: true, autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5, className: 'field-narrow' })}
          {field('city', { autoComplete: 'address-level2', className: 'field-wide' })}
        </div>
      </fieldset>

      {failure && (
        <div ref={failureBox} className="alert alert-error" role="alert">
          <p>{failure.message}</p>
          {failure.details.map((detail) => (
            <p key={detail}>{detail}</p>
          ))}
          {failure.canRetry && (
            <button type="button" className="button button-secondary" onClick={() => void send()} disabled={submitting}>
              {texts.retry}
            </button>
          )}
        </div>
      )}

      {/* Off screen, out of the tab order and hidden from screen readers: a person never fills it. */}
      <div className="trap-field" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
      </div>
      <ConsentLine />
      <button type="submit" className="button button-large" disabled={!ready || submitting}>
        {texts.offer.contact.submit}
      </button>
      {!ready && <p className="form-hint submit-hint">{texts.offer.contact.submitBlocked}</p>}
      {submitting && <SubmitOverlay />}
    </form>
  );
}
