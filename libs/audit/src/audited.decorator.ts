import { SetMetadata } from '@nestjs/common';

export const AUDITED = 'audited';

export interface AuditedRoute {
  action: string;
  entityType: string;
  idParam?: string;
}

/**
 * Marks a GET route that hands out personal data (an export, a download, a lead's page): a row is
 * written when the answer succeeds. `idParam` names the route parameter holding the object's id.
 */
export const Audited = (action: string, entityType: string, idParam?: string) => SetMetadata(AUDITED, { action, entityType, idParam } satisfies AuditedRoute);
