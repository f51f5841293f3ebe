import { useParams, useSearchParams } from 'react-router-dom';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { AuthFrameProps } from '@ui/auth/loginTexts';
import { LoginSteps } from '@ui/auth/LoginSteps';
import { useLoginTexts } from './loginTexts';

/** The back office's plain card, 400 px wide, headed by the step's title. */
const Frame = ({ title, children, onSubmit }: AuthFrameProps) => (
  <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
    <Card sx={{ width: '100%', maxWidth: 400 }}>
      <CardContent component="form" onSubmit={onSubmit} noValidate>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  </Box>
);

/**
 * Serves `/login`, `/login/:email` and `/login?email=…`; the e-mail given pre-fills the field. A user
 * with a second factor is asked for the code next (the shared login steps, ui/src/auth).
 */
export const LoginPage = () => {
  const params = useParams<{ email?: string }>();
  const [searchParams] = useSearchParams();
  const texts = useLoginTexts();
  return <LoginSteps texts={texts} Frame={Frame} initialEmail={params.email ?? searchParams.get('email') ?? ''} />;
};
