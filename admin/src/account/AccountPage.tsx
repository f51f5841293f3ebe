import { Alert, AlertTitle, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { Page } from '../pages/Page';
import { ACCOUNT_QUERY_KEY } from './account';
import { PasswordCard } from './PasswordCard';
import { SecondFactorCard } from './SecondFactorCard';

/**
 * 'Mein Konto' (`/account`, from the user menu): the own password and second factor. When the setting
 * demands a second factor and the user has none, the login leads here and the layout offers nothing
 * else until it is set up (AppLayout's SetupGate).
 */
export const AccountPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const me = useQuery({ queryKey: ACCOUNT_QUERY_KEY, queryFn: () => dataProvider.currentUser() });

  let content;
  if (me.isError) content = <Alert severity="error">{translate('app.account.load_error')}</Alert>;
  else if (!me.data) content = <LinearProgress />;
  else {
    const user = me.data;
    content = (
      <>
        {user.twoFactorSetupRequired && (
          <Alert severity="warning" data-testid="setup-required">
            <AlertTitle>{translate('app.account.setup_required_title')}</AlertTitle>
            {translate('app.account.setup_required')}
          </Alert>
        )}
        <Card>
          <CardContent>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{translate('app.account.signed_in_as', { name: user.name, email: user.email })}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.account.role', { role: translate(`app.roles.${user.role}`) })}
            </Typography>
          </CardContent>
        </Card>
        <SecondFactorCard user={user} />
        {user.twoFactorSetupRequired ? (
          <Alert severity="info">{translate('app.account.password.not_now')}</Alert>
        ) : (
          <PasswordCard name={user.name} email={user.email} />
        )}
      </>
    );
  }
  return <Page title="app.page.account">{content}</Page>;
};
