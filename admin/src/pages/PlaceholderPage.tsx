import { EmptyState } from './EmptyState';
import { Page } from './Page';

/** Stands in for a page until its own issue builds it. */
export const PlaceholderPage = ({ title }: { title: string }) => (
  <Page title={title}>
    <EmptyState />
  </Page>
);
