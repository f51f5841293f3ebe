import { texts } from '../texts';
import { Ticker } from './Ticker';

/** The funnel's footer band: the social-proof ticker and the three promises. */
export function FunnelTrust() {
  return (
    <div className="trust">
      <div className="page-container trust-inner">
        <Ticker />
        <ul className="trust-tags" aria-label={texts.offer.trust.tagsLabel}>
          {texts.offer.trust.tags.map((tag) => (
            <li key={tag} className="trust-tag">
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M3 8.5l3 3 7-7" />
              </svg>
              {tag}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
