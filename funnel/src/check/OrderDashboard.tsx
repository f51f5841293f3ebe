import { useEffect, useRef, type ReactNode } from 'react';
import { formatDate } from '@contract/format';
import type { Order } from '../api';
import { texts } from '../texts';
import { fullName, progressValue, telHref } from './orderLookup';

interface OrderDashboardProps {
  order: Order;
  /** Move the focus here (after the visitor pressed the button, which is now gone). */
  takeFocus: boolean;
  onNewLookup: () => void;
}

const t = texts.check.dashboard;
const orEmpty = (value: string | null | undefined) => (value?.trim() ? value : t.empty);

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="detail">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The project status of a found order, with the company's contact person. */
export function OrderDashboard({ order, takeFocus, onNewLookup }: OrderDashboardProps) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) region.current?.focus();
  }, [takeFocus]);

  const progress = progressValue(order.progress);
  const contact = order.contact;
  const contactName = fullName(contact?.firstName, contact?.lastName);

  return (
    <div className="dashboard" ref={region} tabIndex={-1}>
      <dl className="details">
        <Detail label={t.project}>{orEmpty(fullName(order.firstName, order.lastName))}</Detail>
        <Detail label={t.street}>{orEmpty(order.street)}</Detail>
        <Detail label={t.zip}>{orEmpty(order.zip)}</Detail>
        <Detail label={t.city}>{orEmpty(order.city)}</Detail>
        <Detail label={t.phone}>{orEmpty(order.phone)}</Detail>
        <Detail label={t.mail}>{orEmpty(order.mail)}</Detail>
        <Detail label={t.status}>
          <span className="status-badge">{orEmpty(order.status)}</span>
        </Detail>
        <Detail label={t.progress}>
          <span className="order-progress">
            <span
              className="progress"
              role="progressbar"
              aria-label={t.progress}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
            >
              <span className="progress-bar" style={{ width: `${progress}%` }} />
            </span>
            <span className="order-progress-value">{`${progress}\u00a0%`}</span>
          </span>
        </Detail>
        <Detail label={t.installationDate}>{formatDate(order.installationPlaningDate, t.installationDateOpen)}</Detail>
        <Detail label={t.note}>
          <span className="note">{orEmpty(order.note)}</span>
        </Detail>
      </dl>

      {contact && (contactName || contact.phone || contact.mail) && (
        <section className="contact-person" aria-labelledby="contact-person-heading">
          <h2 id="contact-person-heading">{t.contactHeading}</h2>
          {contactName && <p className="contact-person-name">{contactName}</p>}
          <ul className="contact-person-links">
            {contact.phone && (
              <li>
                <span>{t.contactPhone}: </span>
                <a href={telHref(contact.phone)}>{contact.phone}</a>
              </li>
            )}
            {contact.mail && (
              <li>
                <span>{t.contactMail}: </span>
                <a href={`mailto:${contact.mail}`}>{contact.mail}</a>
              </li>
            )}
          </ul>
          <p className="contact-person-hint">{t.contactHint}</p>
        </section>
      )}

      <button type="button" className="button button-secondary" onClick={onNewLookup}>
        {t.newLookup}
      </button>
    </div>
  );
}
