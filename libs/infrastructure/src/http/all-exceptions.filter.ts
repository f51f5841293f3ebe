import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainException } from '../errors/domain.exception';
import { ErrorBody, germanStatusText } from './error-body';
import { redactUrl } from './redact-url';

/** Body-parser and similar middleware errors carry `status` and `type`. */
interface MiddlewareError extends Error {
  status?: number;
  statusCode?: number;
  type?: string;
}

const MIDDLEWARE_MESSAGES: Record<string, string> = {
  'entity.too.large': 'Die Anfrage ist zu groß',
  'entity.parse.failed': 'Die Anfrage enthält kein gültiges JSON',
  'encoding.unsupported': 'Nicht unterstützte Zeichenkodierung',
  'charset.unsupported': 'Nicht unterstützter Zeichensatz',
  'request.aborted': 'Die Anfrage wurde abgebrochen',
};

/** What pg-pool throws when no connection of the pool came free in time (connectionTimeoutMillis). */
const POOL_EXHAUSTED = 'timeout exceeded when trying to connect';

/** Turns everything thrown into the JSON error shape; stack traces go to the log, never to the client. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { body, retryAfterSeconds } = this.describe(exception);
    if (body.statusCode >= 500) {
      const request = host.switchToHttp().getRequest<{ method: string; url: string }>();
      // Download paths and complaint links carry tokens: never into the log.
      const url = redactUrl(request.url);
      // A known failure (e.g. a buyer's CRM refusing) needs its reason, not a stack trace.
      if (exception instanceof DomainException) this.logger.warn(`${request.method} ${url}: ${exception.message}`);
      else this.logger.error(`${request.method} ${url}: ${(exception as Error)?.stack ?? String(exception)}`);
    }
    if (response.headersSent) return;
    if (retryAfterSeconds) response.setHeader('Retry-After', String(retryAfterSeconds));
    response.status(body.statusCode).json(body);
  }

  describe(exception: unknown): { body: ErrorBody; retryAfterSeconds?: number } {
    if (exception instanceof DomainException) {
      const body: ErrorBody = { ...exception.details.extra, statusCode: exception.status, error: exception.message, code: exception.code };
      if (exception.details.fields) body.fields = exception.details.fields;
      return { body, retryAfterSeconds: exception.details.retryAfterSeconds };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const answer = exception.getResponse() as Partial<ErrorBody> & { message?: unknown };
      // Our own bodies (validation, explicit throws) are already German; Nest's defaults carry an English `message`.
      if (typeof answer === 'object' && answer !== null && typeof answer.error === 'string' && answer.message === undefined) {
        return { body: { ...answer, statusCode: status } as ErrorBody };
      }
      if (status === 400 && /JSON/.test(String(answer?.message ?? exception.message))) {
        return { body: { statusCode: 400, error: MIDDLEWARE_MESSAGES['entity.parse.failed'] } };
      }
      return { body: { statusCode: status, error: germanStatusText(status) } };
    }
    const middlewareError = exception as MiddlewareError;
    const status = middlewareError?.status ?? middlewareError?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const text = (middlewareError.type && MIDDLEWARE_MESSAGES[middlewareError.type]) || germanStatusText(status);
      return { body: { statusCode: status, error: text } };
    }
    // The database is busy, not broken: a client (a supplier's system, HAProxy's retry) may try again shortly.
    if (exception instanceof Error && exception.message === POOL_EXHAUSTED) {
      return { body: { statusCode: 503, error: 'Der Dienst ist gerade stark ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.' }, retryAfterSeconds: 5 };
    }
    return { body: { statusCode: 500, error: germanStatusText(500) } };
  }
}
