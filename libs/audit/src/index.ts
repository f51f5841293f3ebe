// The public surface of libs/audit.
export * from './audit.module';
export * from './audit.service';
export { AuditSeal, formatAuditSeal, parseAuditSeal } from './audit-seal';
export type { AuditSealValue } from './audit-seal';
export * from './audited.decorator';
export type { AuditActor } from './audit-context';
export { BUYER_ACTOR_ROLE } from './audit-context';
export * from './entities/audit-entry.entity';
export { AuditAnchorFile, AUDIT_ANCHOR_FILE, checkAnchors } from './audit-anchors';
export type { AuditAnchor } from './audit-anchors';
export type { ChainBreak } from './audit-chain';
// How a write reads in the trail; the routes test checks every registered route against the audit vocabulary.
export { describeRoute, openApiPath } from './audit-route';
// The cluster test holds this lock to show that staff writes never wait for the chain.
export { AUDIT_CHAIN_LOCK_KEY } from './audit-entry.repository';
