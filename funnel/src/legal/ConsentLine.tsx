import { CONSENT_TEXT } from '@contract/lead-rules';
import { LegalLinkAnchor } from './LegalLinkAnchor';
import { useLegalLinks } from './legalLinks';

/**
 * The consent line above the submit button, exactly the text recorded with the lead, with 'AGB' and
 * 'Datenschutzerklärung' linked. They open in a new tab so the answers given so far stay.
 */
export function ConsentLine() {
  const legal = useLegalLinks();
  const [before, rest] = CONSENT_TEXT.split('AGB');
  const [between, after] = rest.split('Datenschutzerklärung');
  return (
    <p className="consent">
      {before}
      <LegalLinkAnchor link={legal.agb} newTab>
        AGB
      </LegalLinkAnchor>
      {between}
      <LegalLinkAnchor link={legal.datenschutz} newTab>
        Datenschutzerklärung
      </LegalLinkAnchor>
      {after}
    </p>
  );
}
