import type { MouseEvent, ReactNode } from 'react';
import { Link, type LinkProps } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { accessToken } from '../auth/accessToken';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { downloadFrom } from '@ui/files/download';

interface DownloadLinkProps extends Omit<LinkProps, 'href' | 'download' | 'onClick'> {
  /** The download address for an access token (spec section 6: the token is part of the path). */
  href: (token: string) => string;
  fileName: string;
  children: ReactNode;
}

/**
 * A download whose link carries the user's access token. The link is drawn with the token of the
 * moment (so "copy link" and a middle click work); a plain click first renews a token about to
 * expire (it lives 15 minutes), then downloads with a valid one. Clicks do not reach the table row.
 */
export const DownloadLink = ({ href, fileName, children, ...props }: DownloadLinkProps) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.stopPropagation();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    dataProvider.downloadToken().then(
      (token) => downloadFrom(href(token), fileName),
      () => notify('app.invoices.download_failed', { type: 'error' }),
    );
  };
  return (
    <Link href={href(accessToken())} download={fileName} onClick={onClick} {...props}>
      {children}
    </Link>
  );
};
