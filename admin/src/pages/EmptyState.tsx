import { Paper, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { useTranslate } from 'react-admin';

/** Spec section 4: lists without entries show a no-entries panel. */
export const EmptyState = ({ text = 'app.empty' }: { text?: string }) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" data-testid="empty-state" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      <InboxIcon fontSize="large" />
      <Typography>{translate(text)}</Typography>
    </Paper>
  );
};
