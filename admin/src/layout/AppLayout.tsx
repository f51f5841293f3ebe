import { AppBar, Layout, type LayoutProps } from 'react-admin';
import { AppMenu } from './AppMenu';
import { AppUserMenu } from './AppUserMenu';
import { SetupGate } from './SetupGate';

const AppAppBar = () => <AppBar userMenu={<AppUserMenu />} />;

/**
 * react-admin's layout is at least as wide as its content ('fit-content'), so one wide table or a row
 * of tabs made the whole page scroll sideways on a phone. Here the content takes the screen's width and
 * what is wider scrolls inside its own box (tables, scrollable tabs).
 */
const FIT_SCREEN = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } as const;

export const AppLayout = ({ children }: LayoutProps) => (
  <Layout menu={AppMenu} appBar={AppAppBar} sx={FIT_SCREEN}>
    <SetupGate>{children}</SetupGate>
  </Layout>
);
