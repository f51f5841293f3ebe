import { useEffect, useState } from 'react';
import { confirmEmail } from '../api';
import { PageShell } from '../layout/PageShell';
import { Link } from '../router';
import { texts } from '../texts';

type State = { kind: 'confirming' } | { kind: 'confirmed'; before: boolean; qualified: boolean } | { kind: 'invalid' } | { kind: 'tooMany' } | { kind: 'failed' };

/**
 * The confirmed address and what happens next, truthfully: a lead already qualified (its source is
 * pre-qualified, or staff qualified it) is passed on now; any other is checked by our team first.
 */
export function ConfirmedResult({ before, qualified }: { before: boolean; qualified: boolean }) {
  return (
    <div className="thanks confirm-result" role="status">
      <svg className="thanks-mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" />
        <path d="M14 25l7 7 14-15" />
      </svg>
      <h2 className="step-heading">{texts.confirm.confirmed}</h2>
      {before && <p>{texts.confirm.confirmedBefore}</p>}
      <p>{qualified ? texts.confirm.nextQualified : texts.confirm.nextReview}</p>
    </div>
  );
}

/**
 * `/bestaetigen/{token}`: the double opt-in link of the confirmation mail. Opening it confirms the
 * address (the server records time, IP address and browser); opening it again is harmless.
 */
export function ConfirmPage({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'confirming' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void confirmEmail(token, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setState({ kind: 'confirmed', before: result.data.alreadyConfirmed, qualified: result.data.qualified === true });
      // 400: a cut-off link; 404: unknown; 410: expired. The person can do the same about each.
      else if ([400, 404, 410].includes(result.status)) setState({ kind: 'invalid' });
      else if (result.status === 429) setState({ kind: 'tooMany' });
      else setState({ kind: 'failed' });
    });
    return () => controller.abort();
  }, [token, attempt]);

  const retry = () => {
    setState({ kind: 'confirming' });
    setAttempt((n) => n + 1);
  };

  switch (state.kind) {
    case 'confirming':
      return (
        <PageShell title={texts.confirm.title}>
          <p className="loading" role="status">
            {texts.confirm.confirming}
          </p>
        </PageShell>
      );
    case 'confirmed':
      return (
        <PageShell title={texts.confirm.title}>
          <ConfirmedResult before={state.before} qualified={state.qualified} />
        </PageShell>
      );
    case 'invalid':
      return (
        <PageShell title={texts.confirm.title}>
          <div className="alert alert-error" role="alert">
            <p>
              <strong>{texts.confirm.invalidHeading}</strong>
            </p>
            <p>{texts.confirm.invalid}</p>
          </div>
          <Link to="/" className="button">
            {texts.confirm.newRequest}
          </Link>
        </PageShell>
      );
    case 'tooMany':
    case 'failed':
      return (
        <PageShell title={texts.confirm.title}>
          <div className="alert alert-error" role="alert">
            <p>{state.kind === 'tooMany' ? texts.confirm.tooManyRequests : texts.confirm.failed}</p>
            <button type="button" className="button button-secondary" onClick={retry}>
              {texts.retry}
            </button>
          </div>
        </PageShell>
      );
  }
}
