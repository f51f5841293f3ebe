import { useQueryClient } from '@tanstack/react-query';
import { useResourceContext } from 'react-admin';
import type { LeadDetail } from '../dataProvider/apiTypes';

/**
 * Puts a lead the API answered (after a reclamation) where the page reads it: react-admin's
 * `useGetOne` cache of this resource (Einkauf's or Lead-Statistik's), so the page shows it at once.
 */
export function useLeadCache() {
  const queryClient = useQueryClient();
  const resource = useResourceContext() ?? 'sells';
  return (lead: LeadDetail) => {
    queryClient.setQueryData([resource, 'getOne', { id: String(lead.id), meta: undefined }], lead);
  };
}
