import { Button, Card, CardActions, CardContent, CardHeader, Typography } from '@mui/material';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** The sidebar stays as the spec lists it, so the orders of the status page are reached from here. */
export const OrdersCard = () => {
  const translate = useTranslate();
  return (
    <Card>
      <CardHeader title={translate('app.settings.orders.title')} />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {translate('app.settings.orders.description')}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={Link} to="/orders" variant="contained" startIcon={<AssignmentIcon />}>
          {translate('app.settings.orders.manage')}
        </Button>
      </CardActions>
    </Card>
  );
};
