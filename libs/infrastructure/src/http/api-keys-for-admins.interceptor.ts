import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { map, Observable } from 'rxjs';

/** '…' and the last four characters: enough to tell two keys apart, of no use for calling the API. */
export const maskedApiKey = (key: string): string => `…${key.slice(-4)}`;

function withMaskedKey(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withMaskedKey);
  if (value !== null && typeof value === 'object' && typeof (value as { apiKey?: unknown }).apiKey === 'string') {
    return { ...value, apiKey: maskedApiKey((value as { apiKey: string }).apiKey) };
  }
  return value;
}

/**
 * A supplier's or buyer's API key in an answer is for administrators only: with it anyone can send leads in a
 * supplier's name or file complaints as the buyer. Other staff see `…` and its last four characters. The key
 * sits at the top of the answer (or of each element of a list); for the staff routes of suppliers and buyers.
 */
@Injectable()
export class ApiKeysForAdminsOnly implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<{ user?: { role?: string } }>();
    if (request.user?.role === 'admin') return next.handle();
    return next.handle().pipe(map(withMaskedKey));
  }
}
