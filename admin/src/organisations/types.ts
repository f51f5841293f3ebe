import type { OrganisationListItem as OrganisationListItemDto } from '../dataProvider/apiTypes';

/** Active, inactive or deleted (spec section 4); computed in the data provider for filters and sorting. */
export type OrganisationStatus = 'active' | 'inactive' | 'deleted';

/** A row of `GET /api/organisations` with its status, which the list filters and sorts by. */
export type OrganisationListItem = OrganisationListItemDto & { status: OrganisationStatus };
