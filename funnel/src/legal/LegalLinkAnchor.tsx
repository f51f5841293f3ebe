import type { ReactNode } from 'react';
import { Link } from '../router';
import type { LegalLink } from './legalLinks';

/** A link to a legal page: in place for this site's page, a new tab for an external address or when asked. */
export function LegalLinkAnchor({ link, children, newTab = false }: { link: LegalLink; children: ReactNode; newTab?: boolean }) {
  if (link.external || newTab) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <Link to={link.href}>{children}</Link>;
}
