import type { LeadCreated } from '../api';
import { texts } from '../texts';

/** What the thank-you page tells about the lead just sent. */
export interface SentLead {
  /** The lead's number, for the homeowner to quote; `null` when the answer had none. */
  reference: number | null;
  /** The confirmation mail carries a double opt-in link the homeowner is to click. */
  doubleOptIn: boolean;
  mail: string;
}

/** The server's answer to the lead (spec: success whatever it says), read without trusting its shape. */
export function sentLead(created: LeadCreated | null, mail: string): SentLead {
  return {
    reference: typeof created?.id === 'number' ? created.id : null,
    doubleOptIn: created?.doubleOptIn === true,
    mail: mail.trim(),
  };
}

/** Shown once the server has accepted the lead. */
export function ThankYou({ lead }: { lead: SentLead }) {
  const { heading, reference, referenceHint, confirmHeading, confirmText, confirmSpam, nextHeading, steps } = texts.offer.thanks;
  return (
    <div className="step thanks">
      <svg className="thanks-mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" />
        <path d="M14 25l7 7 14-15" />
      </svg>
      <h2 className="step-heading" tabIndex={-1}>
        {heading}
      </h2>
      {lead.reference !== null && (
        <>
          <p className="thanks-reference">
            {reference} <strong>{lead.reference}</strong>
          </p>
          <p className="thanks-reference-hint">{referenceHint}</p>
        </>
      )}
      {lead.doubleOptIn && (
        <section className="thanks-confirm" aria-labelledby="thanks-confirm">
          <h3 id="thanks-confirm">{confirmHeading}</h3>
          <p>{confirmText(lead.mail)}</p>
          <p>{confirmSpam}</p>
        </section>
      )}
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
