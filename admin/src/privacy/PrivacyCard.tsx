import { Button, Card, CardActions, CardContent, CardHeader, Typography } from '@mui/material';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Settings → 'Datenschutz': the way to the privacy screen (the spec's sidebar stays as it is). */
export const PrivacyCard = () => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="privacy-card-title">
      <CardHeader id="privacy-card-title" title={translate('app.privacy.card.title')} />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {translate('app.privacy.card.description')}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={Link} to="/settings/privacy" variant="contained" startIcon={<PrivacyTipIcon />}>
          {translate('app.privacy.card.open')}
        </Button>
      </CardActions>
    </Card>
  );
};
