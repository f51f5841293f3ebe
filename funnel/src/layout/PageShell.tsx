import { useEffect, type ReactNode } from 'react';
import { LegalLinkAnchor } from '../legal/LegalLinkAnchor';
import { useLegalLinks } from '../legal/legalLinks';
import { Link } from '../router';
import { texts } from '../texts';

interface PageShellProps {
  /** Page heading and tab title; absent while a page is still loading. */
  title?: string;
  children?: ReactNode;
  /** Page-specific content at the top of the footer, above the legal links. */
  footer?: ReactNode;
}

/** The public page wrapper: brand header, one content card, footer. Not the back-office layout. */
export function PageShell({ title, children, footer }: PageShellProps) {
  const legal = useLegalLinks();
  useEffect(() => {
    if (title) document.title = `${title} – ${texts.brand}`;
  }, [title]);

  return (
    <div className="page">
      <header className="page-header">
        <div className="page-container">
          <Link to="/" className="brand" aria-label={texts.brandHomeLabel}>
            <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true">
              <circle cx="16" cy="13" r="6" />
              <path d="M5 27l4-7h14l4 7z" />
            </svg>
            <span>{texts.brand}</span>
          </Link>
        </div>
      </header>
      <main className="page-main page-container">
        <section className="card">
          {title && <h1 className="page-title">{title}</h1>}
          {children}
        </section>
      </main>
      <footer className="page-footer">
        {footer}
        <div className="page-container page-footer-legal">
          <nav aria-label={texts.footerLinksLabel}>
            <ul className="footer-links">
              {texts.footerLinks.map((link) => (
                <li key={link.slug}>
                  <LegalLinkAnchor link={legal[link.slug]}>{link.label}</LegalLinkAnchor>
                </li>
              ))}
            </ul>
          </nav>
          <p>{texts.footerCopyright(new Date().getFullYear())}</p>
        </div>
      </footer>
    </div>
  );
}
