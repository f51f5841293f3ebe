import { useGetList } from 'react-admin';

const COUNT_ONLY = { page: 1, perPage: 1 };
/** A missing `deleted` flag counts as not deleted (see the data provider's filter rules). */
const ACTIVE_NOT_DELETED = { active: true, deleted: false };

/**
 * Sidebar badge counts (spec section 2). Until their endpoints exist the calls fail and the
 * counts stay undefined, which hides the badges.
 */
export function useMenuBadges() {
  const organisations = useGetList(
    'organisations',
    { pagination: COUNT_ONLY, filter: ACTIVE_NOT_DELETED },
    { retry: false },
  );
  // No filter set: every reclamation filter goes as `false`, i.e. the open ones (open, in progress,
  // proof requested); the total comes from the list's Content-Range. Deciding one refreshes it.
  const complaints = useGetList('reclamationrequests', { pagination: COUNT_ONLY }, { retry: false });
  return { organisations: organisations.total, complaints: complaints.total };
}
