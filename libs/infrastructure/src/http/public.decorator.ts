import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Opts a route out of the global login requirement (guest pages, intake, login itself). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * Marks a controller of the buyers' portal (`/portal-api`): the staff login and permission guards leave
 * it alone, and the portal's own guard (libs/portal-auth) demands a buyer's access token instead.
 */
export const IS_PORTAL_ROUTE = 'isPortalRoute';
