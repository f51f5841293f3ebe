import { SetMetadata } from '@nestjs/common';
import type { AuditAction, AuditEntityType } from '@app/contract';

export const AUDITED = 'audited';

export interface AuditedRoute {
  action: AuditAction;
  entityType: AuditEntityType;
  idParam?: string;
}

/**
 * Marks a GET route that hands out personal data (an export, a download, a lead's page): a row is
 * written when the answer succeeds. `idParam` names the route parameter holding the object's id.
 */
export const Audited = (action: AuditAction, entityType: AuditEntityType, idParam?: string) => SetMetadata(AUDITED, { action, entityType, idParam } satisfies AuditedRoute);
