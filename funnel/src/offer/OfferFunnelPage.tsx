import { PageShell } from '../layout/PageShell';
import { texts } from '../texts';

/** The offer funnel at '/'. The question steps come from the server in a later issue. */
export function OfferFunnelPage() {
  return (
    <PageShell title={texts.offer.title}>
      <p className="loading" role="status">
        {texts.offer.loading}
      </p>
    </PageShell>
  );
}
