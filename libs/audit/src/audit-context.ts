import { ClsServiceManager, CLS_REQ } from 'nestjs-cls';
import type { Request } from 'express';
import type { AuditAction, AuditEntityType } from '@app/contract';

/** Who did it: defaults to the current request's user and address. */
export interface AuditActor {
  userId?: number | null;
  email?: string | null;
  role?: string | null;
  ip?: string | null;
}

/** What the audited request is about, read from its route before the handler runs. */
export interface AuditRoute {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | null;
  /** `METHOD /path` as in the OpenAPI document. */
  route: string;
  /** The objects a noted change already wrote a row for (`type:id`). */
  noted: Set<string>;
  /** The entity types a noted change touched. */
  notedTypes: Set<string>;
  /** The objects of the route's entity type an export handed out (a lead export: every lead in the file). */
  subjectIds: number[];
}

const AUDIT_ROUTE = Symbol('audit-route');

interface RequestUser {
  id?: number;
  email?: string;
  role?: string;
  isAdmin?: boolean;
}

function cls() {
  const service = ClsServiceManager.getClsService();
  return service.isActive() ? service : null;
}

export function currentRequest(): Request | null {
  return cls()?.get<Request | undefined>(CLS_REQ) ?? null;
}

export function currentRoute(): AuditRoute | null {
  return cls()?.get<AuditRoute | undefined>(AUDIT_ROUTE) ?? null;
}

export function setCurrentRoute(route: AuditRoute): void {
  cls()?.set(AUDIT_ROUTE, route);
}

/** A buyer user of the portal as its guard leaves it on the request (libs/portal-auth's BuyerPrincipal). */
interface RequestBuyer {
  userId: number;
  email: string;
}

/**
 * The role of a buyer user's rows (the portal): its id counts in the buyer users' own numbering
 * (portal_user), so the role tells it apart from a staff member with the same number; the back office
 * shows it as 'Käufer'. ('buyer' alone is the complaint link, which names no person.)
 */
export const BUYER_ACTOR_ROLE = 'buyer-user';

/** The request's user and address, or an empty actor outside a request (jobs, CLI: the system). */
export function requestActor(request: Request | null = currentRequest()): Required<AuditActor> {
  const buyer = (request as (Request & { buyer?: RequestBuyer }) | null)?.buyer;
  if (buyer) return { userId: buyer.userId, email: buyer.email, role: BUYER_ACTOR_ROLE, ip: plainAddress(request?.ip) };
  const user = (request as (Request & { user?: RequestUser }) | null)?.user;
  return {
    userId: user?.id ?? null,
    email: user?.email ?? null,
    role: user?.role ?? (user?.isAdmin === undefined ? null : user.isAdmin ? 'admin' : 'sales'),
    ip: plainAddress(request?.ip),
  };
}

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) as the IPv4 address people know. */
export function plainAddress(ip: string | undefined | null): string | null {
  if (!ip) return null;
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice('::ffff:'.length) : ip;
}
