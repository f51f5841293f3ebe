import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Authenticated, Title } from 'react-admin';

interface PageProps {
  /** Translation key; react-admin shows it as the heading in the app bar. */
  title: string;
  children: ReactNode;
}

/** A back-office page: the session is checked on every visit (spec section 2). */
export const Page = ({ title, children }: PageProps) => (
  <Authenticated>
    <Title title={title} />
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</Box>
  </Authenticated>
);
