import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { fetchFunnelSteps, type FunnelAnswer, type FunnelStep, type LeadCreated } from '../api';
import { PageShell } from '../layout/PageShell';
import { navigate, useLocation } from '../router';
import { texts } from '../texts';
import { ContactStep } from './ContactStep';
import {
  addressWithStep,
  allowedStep,
  answerFor,
  contactStepOf,
  detailsFor,
  matchFound,
  parseStepParam,
  postcodeStepOf,
  recordAnswer,
  stepCountOf,
  type FunnelProgress,
} from './funnelFlow';
import { markFunnelStarted, restartFunnelClock } from './funnelSignals';
import { clearProgress, loadProgress, saveProgress, sessionStore } from './funnelStorage';
import { FunnelTrust } from './FunnelTrust';
import { EMPTY_CONTACT, type ContactForm } from './leadPayload';
import { PostcodeStep } from './PostcodeStep';
import { QuestionStep } from './QuestionStep';
import { StepProgress } from './StepProgress';
import { sentLead, ThankYou, type SentLead } from './ThankYou';

type Questions = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; steps: FunnelStep[] };

function useQuestions(): [Questions, () => void] {
  const [questions, setQuestions] = useState<Questions>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchFunnelSteps(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setQuestions(result.ok ? { state: 'ready', steps: result.data } : { state: 'failed' });
    });
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => {
    setQuestions({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [questions, retry];
}

function initialProgress(): FunnelProgress {
  return loadProgress(sessionStore()) ?? { history: [], zip: '', fromUrl: window.location.href };
}

const goToStep = (step: number, replace = false) =>
  navigate(addressWithStep(window.location.pathname, window.location.search, step), { replace });

/** The offer funnel at '/': question steps from the server, then postcode, contact data and thanks. */
export function OfferFunnelPage() {
  const { searchParams } = useLocation();
  const [questions, retry] = useQuestions();
  const [progress, setProgress] = useState(initialProgress);
  const [contact, setContact] = useState<ContactForm>(() => ({ ...EMPTY_CONTACT, zip: progress.zip }));
  const [submitted, setSubmitted] = useState<SentLead | null>(null);
  const stepArea = useRef<HTMLDivElement>(null);

  useEffect(() => saveProgress(sessionStore(), progress), [progress]);
  // The quality check times the enquiry from here (funnelSignals.ts).
  useEffect(() => markFunnelStarted(sessionStore()), []);

  const steps = questions.state === 'ready' ? questions.steps : null;
  const requested = parseStepParam(searchParams.get('step'));
  const step = steps ? allowedStep(requested, steps, progress) : null;

  useEffect(() => {
    // The address always names the step shown: it is corrected in place, not added to the history.
    if (step !== null && !submitted && step !== requested) goToStep(step, true);
  }, [step, requested, submitted]);

  const shownStep = useRef<number | null>(null);
  useEffect(() => {
    // After a step change the new heading takes the focus, so keyboard and screen-reader users
    // start at the new question; the first step of a page load leaves the focus alone.
    const previous = shownStep.current;
    shownStep.current = step;
    if (previous !== null && previous !== step) {
      stepArea.current?.querySelector<HTMLElement>('.step-heading')?.focus();
    }
  }, [step, submitted]);

  // The new answer is committed before the address changes: a render that saw the next step's
  // address with the old answers would send the visitor back a step.
  const answer = (question: FunnelStep, chosen: FunnelAnswer, freeText?: string) => {
    flushSync(() =>
      setProgress((current) => ({ ...current, history: recordAnswer(current.history, question, chosen, freeText) })),
    );
    if (step !== null) goToStep(step + 1);
  };

  const postcodeDone = (zip: string, covered: boolean) => {
    flushSync(() => {
      setProgress((current) => ({ ...current, zip, covered }));
      setContact((current) => ({ ...current, zip }));
    });
    if (steps) goToStep(contactStepOf(steps.length));
  };

  const leadSent = (created: LeadCreated | null) => {
    clearProgress(sessionStore());
    restartFunnelClock(sessionStore());
    setProgress((current) => ({ history: [], zip: '', fromUrl: current.fromUrl }));
    setSubmitted(sentLead(created, contact.mail));
    setContact(EMPTY_CONTACT);
  };

  return (
    <PageShell title={texts.offer.title} footer={<FunnelTrust />}>
      {!submitted && <p className="page-intro">{texts.offer.intro}</p>}
      {questions.state === 'loading' && (
        <p className="loading" role="status">
          {texts.offer.loading}
        </p>
      )}
      {questions.state === 'failed' && (
        <div className="alert alert-error" role="alert">
          <p>{texts.offer.loadFailed}</p>
          <button type="button" className="button button-secondary" onClick={retry}>
            {texts.retry}
          </button>
        </div>
      )}
      {steps && step !== null && (
        <div ref={stepArea}>
          {submitted ? (
            <ThankYou lead={submitted} />
          ) : (
            <>
              <StepProgress step={step} stepCount={stepCountOf(steps.length)} />
              {step < postcodeStepOf(steps.length) && (
                <QuestionStep
                  key={step}
                  question={steps[step - 1]}
                  chosen={answerFor(progress.history, steps[step - 1].id)}
                  onAnswer={(chosen, freeText) => answer(steps[step - 1], chosen, freeText)}
                />
              )}
              {step === postcodeStepOf(steps.length) && (
                <PostcodeStep key={step} initialZip={progress.zip} onDone={postcodeDone} />
              )}
              {step === contactStepOf(steps.length) && (
                <ContactStep
                  form={contact}
                  onChange={setContact}
                  details={detailsFor(steps, progress.history)}
                  fromUrl={progress.fromUrl}
                  matchFound={matchFound(progress, contact.zip)}
                  onSent={leadSent}
                />
              )}
            </>
          )}
        </div>
      )}
    </PageShell>
  );
}
