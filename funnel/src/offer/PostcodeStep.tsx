import { useEffect, useRef, useState, type FormEvent } from 'react';
import { normaliseZip, ZIP_MIN_INPUT_LENGTH } from '@contract/lead-rules';
import { checkPostcode } from '../api';
import { texts } from '../texts';
import { postcodeOutcome, SEARCH_DELAY_MS } from './funnelFlow';
import { SearchAnimation } from './SearchAnimation';

const ZIP_MAX_LENGTH = 5;
const CHECK_TIMEOUT_MS = 5000;
const ERROR_ID = 'postcode-error';

interface PostcodeStepProps {
  initialZip: string;
  /** Called after the 2-second search with the postcode entered and whether an active buyer covers it. */
  onDone: (zip: string, covered: boolean) => void;
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Step 9: where the system is to be installed, then a short search for providers. The search asks the
 * server whether the code exists: one no place has (00000) is refused here, in the lead API's words.
 */
export function PostcodeStep({ initialZip, onDone }: PostcodeStepProps) {
  const [zip, setZip] = useState(initialZip);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (!searching) return;
    let active = true;
    const check = new AbortController();
    // A check that hangs must not keep the visitor searching: the step then goes on without it.
    const timeout = window.setTimeout(() => check.abort(), CHECK_TIMEOUT_MS);
    void Promise.all([checkPostcode(normaliseZip(zip) ?? zip, check.signal), wait(SEARCH_DELAY_MS)]).then(([result]) => {
      window.clearTimeout(timeout);
      if (!active) return;
      const outcome = postcodeOutcome(result);
      if (outcome.kind === 'go-on') {
        done.current(zip, outcome.covered);
        return;
      }
      setError(outcome.message);
      setSearching(false);
    });
    return () => {
      active = false;
      check.abort();
      window.clearTimeout(timeout);
    };
  }, [searching, zip]);

  useEffect(() => {
    // Back at the form after a refusal: the field with its message takes the focus.
    if (error && !searching) input.current?.focus();
  }, [error, searching]);

  const tooShort = zip.length < ZIP_MIN_INPUT_LENGTH;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooShort) setSearching(true);
  };

  if (searching) {
    return (
      <div className="step searching" role="status">
        <SearchAnimation />
        <p className="searching-text">{texts.offer.postcode.searching}</p>
      </div>
    );
  }

  return (
    <form className="step" onSubmit={submit} noValidate>
      <p className="step-kicker">{texts.offer.postcode.title}</p>
      <h2 className="step-heading" tabIndex={-1}>
        {texts.offer.postcode.question}
      </h2>
      <fieldset className="postcode">
        <legend>{texts.offer.postcode.legend}</legend>
        <div className="postcode-row">
          <input
            ref={input}
            className="input postcode-input"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="postal-code"
            aria-label={texts.offer.postcode.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ERROR_ID : undefined}
            placeholder={texts.offer.postcode.placeholder}
            maxLength={ZIP_MAX_LENGTH}
            value={zip}
            // Numeric only: anything but digits is dropped as it is typed or pasted.
            onChange={(event) => {
              setZip(event.target.value.replace(/\D/g, '').slice(0, ZIP_MAX_LENGTH));
              setError(null);
            }}
          />
          <button type="submit" className="button" disabled={tooShort}>
            {texts.offer.postcode.submit}
          </button>
        </div>
        {error && (
          <p id={ERROR_ID} className="field-error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    </form>
  );
}
