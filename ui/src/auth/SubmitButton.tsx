import { Button, CircularProgress } from '@mui/material';

/** A form's full-width submit button, with a spinner while the form is being sent. */
export const SubmitButton = ({ busy, label, size }: { busy: boolean; label: string; size?: 'medium' | 'large' }) => (
  <Button type="submit" variant="contained" size={size} fullWidth disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined} sx={{ mt: 2 }}>
    {label}
  </Button>
);
