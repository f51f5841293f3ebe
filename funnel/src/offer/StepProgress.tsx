import { useEffect, useState } from 'react';
import { texts } from '../texts';
import { PROGRESS_DELAY_MS, progressPercent } from './funnelFlow';

interface StepProgressProps {
  step: number;
  stepCount: number;
}

/** The progress bar (step over step count, set 200 ms after a step change) and the numbered steps. */
export function StepProgress({ step, stepCount }: StepProgressProps) {
  const percent = progressPercent(step, stepCount);
  const [shown, setShown] = useState(0);

  useEffect(() => {
    const timer = window.setTimeout(() => setShown(percent), PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [percent]);

  return (
    <div className="step-progress">
      <div className="progress-caption">
        <span>{texts.offer.stepOf(step, stepCount)}</span>
        <span aria-hidden="true">{`${shown}\u00a0%`}</span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label={texts.offer.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-valuetext={`${shown}\u00a0%`}
      >
        <div className="progress-bar" style={{ width: `${shown}%` }} />
      </div>
      <ol className="step-numbers" aria-label={texts.offer.stepsLabel}>
        {Array.from({ length: stepCount }, (_, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'open';
          return (
            <li key={number} className={`step-number step-number-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              {number}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
