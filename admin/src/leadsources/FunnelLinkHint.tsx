import { Alert, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CopyButton } from './CopyButton';
import { funnelLink, SLUG_PATTERN } from './slug';

/** The funnel's address for the slug in the form: leads sent from there carry this source. */
export const FunnelLinkHint = ({ showChangeWarning = false }: { showChangeWarning?: boolean }) => {
  const translate = useTranslate();
  const slug = useWatch({ name: 'slug' }) as string | undefined;
  if (!slug || !SLUG_PATTERN.test(slug)) return null;
  const link = funnelLink(window.location.origin, slug);
  return (
    <Alert
      severity="info"
      sx={{ width: '100%', mb: 2, alignItems: 'center' }}
      action={<CopyButton text={link} label="resources.leadsources.api_key.copy_link" />}
      data-testid="funnel-link"
    >
      {translate('resources.leadsources.hints.funnel_link')}:{' '}
      <Link href={link} target="_blank" rel="noopener noreferrer">
        {link}
      </Link>
      {showChangeWarning && <div>{translate('resources.leadsources.hints.funnel_link_changes')}</div>}
    </Alert>
  );
};
