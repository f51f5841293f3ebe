import { texts } from '../texts';

/** Shown once the server has accepted the lead. */
export function ThankYou() {
  const { heading, nextHeading, steps } = texts.offer.thanks;
  return (
    <div className="step thanks">
      <svg className="thanks-mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" />
        <path d="M14 25l7 7 14-15" />
      </svg>
      <h2 className="step-heading" tabIndex={-1}>
        {heading}
      </h2>
      <h3 id="thanks-next" className="thanks-next">
        {nextHeading}
      </h3>
      <ol className="thanks-steps" aria-labelledby="thanks-next">
        {steps.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
