import { DomainException } from '@app/infrastructure';

const STATUS = { MAIL_NOT_FOUND: 404, SMTP_NOT_CONFIGURED: 400, NOT_RESENDABLE: 400 } as const;

export class MailException extends DomainException {
  constructor(code: keyof typeof STATUS, message: string) {
    super(code, message, STATUS[code]);
  }
}

export const NO_SMTP_MESSAGE =
  'Kein SMTP-Server eingerichtet (SMTP_URL). Bitte SMTP_URL in der Umgebung setzen und den Server neu starten; die gehaltenen Mails bleiben bis dahin im Postausgang.';
