import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ZIP_MIN_INPUT_LENGTH } from '@contract/lead-rules';
import { texts } from '../texts';
import { SEARCH_DELAY_MS } from './funnelFlow';
import { SearchAnimation } from './SearchAnimation';

const ZIP_MAX_LENGTH = 5;

interface PostcodeStepProps {
  initialZip: string;
  /** Called after the 2-second search with the postcode entered. */
  onDone: (zip: string) => void;
}

/** Step 9: where the system is to be installed, then a short search for providers. */
export function PostcodeStep({ initialZip, onDone }: PostcodeStepProps) {
  const [zip, setZip] = useState(initialZip);
  const [searching, setSearching] = useState(false);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (!searching) return;
    const timer = window.setTimeout(() => done.current(zip), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [searching, zip]);

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
            className="input postcode-input"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="postal-code"
            aria-label={texts.offer.postcode.placeholder}
            placeholder={texts.offer.postcode.placeholder}
            maxLength={ZIP_MAX_LENGTH}
            value={zip}
            // Numeric only: anything but digits is dropped as it is typed or pasted.
            onChange={(event) => setZip(event.target.value.replace(/\D/g, '').slice(0, ZIP_MAX_LENGTH))}
          />
          <button type="submit" className="button" disabled={tooShort}>
            {texts.offer.postcode.submit}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
