import { useEffect, useState } from 'react';
import { LEGAL_PLACEHOLDERS, legalPageBySlug, type LegalPageSlug } from '@contract/legal-pages';
import { fetchLegalPage } from '../api';
import { PageShell } from '../layout/PageShell';
import { texts } from '../texts';
import { LegalText } from './LegalText';

type State = { kind: 'loading' } | { kind: 'text'; title: string; text: string } | { kind: 'external'; url: string } | { kind: 'failed' };

/**
 * Impressum, AGB, Datenschutzerklärung or 'Partner werden': staff's text, or a marked placeholder while none is set.
 * Rendered with `key={slug}`, so another page starts from 'loading' without resetting state in an effect.
 */
export function LegalPage({ slug }: { slug: LegalPageSlug }) {
  const page = legalPageBySlug(slug)!;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void fetchLegalPage(slug, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        setState('url' in result.data ? { kind: 'external', url: result.data.url } : { kind: 'text', title: result.data.title, text: result.data.text });
      } else if (result.status === 404) {
        // Nothing set yet: the page must still be reachable (an Impressum is required by law).
        setState({ kind: 'text', title: page.title, text: LEGAL_PLACEHOLDERS[slug] });
      } else {
        setState({ kind: 'failed' });
      }
    });
    return () => controller.abort();
  }, [slug, page.title, attempt]);

  useEffect(() => {
    if (state.kind === 'external') window.location.replace(state.url);
  }, [state]);

  switch (state.kind) {
    case 'loading':
      return <PageShell title={page.title} />;
    case 'text':
      return (
        <PageShell title={state.title}>
          <LegalText text={state.text} />
        </PageShell>
      );
    case 'external':
      return (
        <PageShell title={page.title}>
          <p>
            {texts.legal.external} <a href={state.url}>{state.url}</a>
          </p>
        </PageShell>
      );
    case 'failed':
      return (
        <PageShell title={page.title}>
          <div className="alert alert-error" role="alert">
            <p>{texts.legal.loadFailed}</p>
            <button type="button" className="button button-secondary" onClick={() => {
              setState({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}>
              {texts.retry}
            </button>
          </div>
        </PageShell>
      );
  }
}
