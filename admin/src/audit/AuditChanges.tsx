import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { changeLines, detailsText, fieldLabel, type AuditEntry } from './audit';

/**
 * 'Änderungen': one line per changed field, `Feld: vorher → nachher` (personal values arrive masked);
 * a row without changes says what else it knows (fields sent, leads in an export).
 */
export const AuditChanges = ({ entry }: { entry: AuditEntry }) => {
  const translate = useTranslate();
  const lines = changeLines(entry.changes);
  if (lines.length === 0) {
    const text = detailsText(entry.details, translate);
    return text ? (
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    ) : null;
  }
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="audit-changes">
      {lines.map((line) => (
        <Typography component="li" variant="body2" key={line.field} sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {fieldLabel(line.field, translate)}:
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {line.before}
          </Box>{' '}
          → {line.after}
        </Typography>
      ))}
    </Box>
  );
};
