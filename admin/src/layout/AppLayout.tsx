import { Layout, type LayoutProps } from 'react-admin';
import { AppMenu } from './AppMenu';

export const AppLayout = ({ children }: LayoutProps) => <Layout menu={AppMenu}>{children}</Layout>;
