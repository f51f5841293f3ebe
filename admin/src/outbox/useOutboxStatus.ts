import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';

export const OUTBOX_STATUS_KEY = ['outgoing-mails', 'status'];

/** SMTP configured? How many held? Shared by the Settings card and the Postausgang's buttons. */
export function useOutboxStatus() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: OUTBOX_STATUS_KEY, queryFn: () => dataProvider.outboxStatus() });
}
