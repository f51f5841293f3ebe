import { useEffect } from 'react';
import { texts } from '../texts';

/** Full-screen while the lead is sent; the page behind cannot be used or scrolled meanwhile. */
export function SubmitOverlay() {
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <div className="overlay" role="status" aria-live="assertive">
      <div className="overlay-box">
        <span className="spinner" aria-hidden="true" />
        <p>{texts.offer.contact.submitting}</p>
      </div>
    </div>
  );
}
