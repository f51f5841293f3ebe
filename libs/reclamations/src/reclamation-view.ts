import type { ReclamationDocument } from './entities/reclamation-document.entity';
import type { ReclamationDocumentDto } from './dto/reclamation.dto';

export const documentDto = ({ id, name, size }: ReclamationDocument): ReclamationDocumentDto => ({ id, name, size });
