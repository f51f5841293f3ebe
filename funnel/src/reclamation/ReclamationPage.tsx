import { PageShell } from '../layout/PageShell';
import { texts } from '../texts';

interface ReclamationPageProps {
  /** The buying organisation, from the path '/reclamation/:orgaId'. */
  orgaId: string;
  /** From the query parameter `lead`; empty when it is missing. */
  leadId: string;
}

/** The complaint page for a bought lead. The form and the upload come in a later issue. */
export function ReclamationPage({ leadId }: ReclamationPageProps) {
  return (
    <PageShell title={texts.reclamation.title(leadId)}>
      <p className="loading" role="status">
        {texts.reclamation.loading}
      </p>
    </PageShell>
  );
}
