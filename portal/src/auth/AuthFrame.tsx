import { Box, Card, CardContent, Typography } from '@mui/material';
import type { AuthFrameProps } from '@ui/auth/loginTexts';
import { APP_TITLE } from '../texts';

/** The card the login, code and set-password steps sit in: full width on a phone, 420 px on a desk. */
export const AuthFrame = ({ title, children, onSubmit }: AuthFrameProps) => (
  <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'center', p: 2, pt: { xs: 4, sm: 2 }, bgcolor: 'grey.100' }}>
    <Card sx={{ width: '100%', maxWidth: 420 }}>
      <CardContent component="form" onSubmit={onSubmit} noValidate>
        <Typography variant="overline" color="primary" component="p">
          {APP_TITLE}
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  </Box>
);
