import { useEffect, type ReactNode } from 'react';
import { Link } from '../router';
import { texts } from '../texts';

interface PageShellProps {
  /** Page heading and tab title; absent while a page is still loading. */
  title?: string;
  children?: ReactNode;
}

/** The public page wrapper: brand header, one content card, footer. Not the back-office layout. */
export function PageShell({ title, children }: PageShellProps) {
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
        <div className="page-container">
          <p>{texts.footerCopyright(new Date().getFullYear())}</p>
        </div>
      </footer>
    </div>
  );
}
