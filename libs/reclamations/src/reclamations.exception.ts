import { DomainException } from '@app/infrastructure';

const STATUS = {
  ACCESS_DENIED: 403,
  DOWNLOAD_DENIED: 403,
  INVALID_RECLAMATION: 400,
  DEADLINE_PASSED: 400,
  EMPTY_FILE: 400,
  NOT_MULTIPART: 400,
  NO_FILE: 400,
  SALE_NOT_FOUND: 404,
  ORGANISATION_NOT_FOUND: 404,
  RECLAMATION_NOT_FOUND: 404,
  DOCUMENT_NOT_FOUND: 404,
  NOT_OPEN: 409,
  UPLOADS_CLOSED: 409,
  ALREADY_DECIDED: 409,
  NOT_AUTOMATIC: 409,
  TOO_MANY_DOCUMENTS: 409,
  FILE_TOO_LARGE: 413,
  UPLOAD_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
} as const;

export type ReclamationErrorCode = keyof typeof STATUS;

export class ReclamationException extends DomainException {
  constructor(code: ReclamationErrorCode, message: string, extra?: Record<string, unknown>) {
    super(code, message, STATUS[code], { extra });
  }
}
