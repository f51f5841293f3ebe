// The public surface of libs/reclamations.
export * from './reclamations.module';
export * from './reclamation-queue.service';
export * from './public-reclamation.service';
export { ReclamationDocumentsService } from './reclamation-documents.service';
export type { PortalComplainant } from './reclamation-access';
export * from './complaint-rates.service';
export * from './reclamations.exception';
export * from './decision-rules';
export { COMPLAINT_RULES, supplierAtFault, type ComplaintRule } from './rules/complaint-rules';
export * from './dto/reclamation.dto';
export * from './entities/reclamation-request.entity';
export * from './entities/reclamation-document.entity';
export * from './entities/reclamation-status-change.entity';
export * from './privacy/complaint-privacy.service';
