import { IconButton, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';
import { copyText } from './copyText';

/** An icon button that copies `text`; `label` (a translation key) names it for screen readers. */
export const CopyButton = ({ text, label }: { text: string; label: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    const copied = await copyText(text);
    notify(copied ? 'resources.leadsources.api_key.copied' : 'resources.leadsources.api_key.copy_failed', {
      type: copied ? 'info' : 'warning',
    });
  };
  return (
    <Tooltip title={translate(label)}>
      <span>
        <IconButton aria-label={translate(label)} onClick={copy} disabled={!text} edge="end">
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
};
