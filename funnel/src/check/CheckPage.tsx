import { PageShell } from '../layout/PageShell';
import { texts } from '../texts';

/** The order status check at '/check'. The lookup form comes in a later issue. */
export function CheckPage() {
  return (
    <PageShell title={texts.check.title}>
      <p className="loading" role="status">
        {texts.check.loading}
      </p>
    </PageShell>
  );
}
