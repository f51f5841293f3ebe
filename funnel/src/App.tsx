import { lazy, Suspense, useEffect } from 'react';
import type { LegalPageSlug } from '@contract/legal-pages';
import { PageShell } from './layout/PageShell';
import { OfferFunnelPage } from './offer/OfferFunnelPage';
import { resolvePage, useLocation } from './router';

// The funnel is the landing page and ships in the entry chunk; the other two pages load on demand
// so they do not count against the first-load budget of '/'.
const CheckPage = lazy(() => import('./check/CheckPage').then((m) => ({ default: m.CheckPage })));
const LegalPage = lazy(() => import('./legal/LegalPage').then((m) => ({ default: m.LegalPage })));
const ConfirmPage = lazy(() => import('./confirm/ConfirmPage').then((m) => ({ default: m.ConfirmPage })));
const ReclamationPage = lazy(() =>
  import('./reclamation/ReclamationPage').then((m) => ({ default: m.ReclamationPage })),
);

export function App() {
  const { pathname, searchParams } = useLocation();
  const resolved = resolvePage(pathname);
  const known = resolved !== null;

  useEffect(() => {
    // Spec: any unknown path goes to '/'. A full load, because the server may own the path.
    if (!known) window.location.replace('/');
  }, [known]);

  if (!resolved) return null;
  switch (resolved.page) {
    case 'offer':
      return <OfferFunnelPage />;
    case 'check':
      return (
        <Suspense fallback={<PageShell />}>
          <CheckPage />
        </Suspense>
      );
    case 'reclamation':
      return (
        <Suspense fallback={<PageShell />}>
          <ReclamationPage orgaId={resolved.params.orgaId} leadId={searchParams.get('lead') ?? ''} />
        </Suspense>
      );
    case 'confirm':
      return (
        <Suspense fallback={<PageShell />}>
          <ConfirmPage token={resolved.params.token} />
        </Suspense>
      );
    case 'legal':
      return (
        <Suspense fallback={<PageShell />}>
          <LegalPage key={pathname} slug={pathname.replace(/^\/+|\/+$/g, '') as LegalPageSlug} />
        </Suspense>
      );
  }
}
