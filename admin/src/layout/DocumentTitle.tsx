import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { i18nProvider } from '../i18n/i18nProvider';
import { documentTitle } from './documentTitle';

/**
 * Names the page in the browser tab, on every route including the login page (outside react-admin's
 * layout, hence the i18n provider itself rather than its hook).
 */
export const DocumentTitle = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pathname, (key) => i18nProvider.translate(key));
  }, [pathname]);
  return null;
};
