import { ApiError, type ApiErrorBody } from './apiError';

/** How an app words answers that carry no text of the server's. */
export interface AnswerReading {
  /** The message of a failure the server did not put into words. */
  genericError: string;
  /**
   * Copy the body's `fields` to `errors` on every failure, so that any react-admin form shows them at
   * its inputs. Off where the app's data provider copies them itself, only for its create and edit calls.
   */
  fieldErrorsForForms: boolean;
}

/** The parsed JSON body (undefined when empty); rejects with an ApiError for a failure or an answer that is not JSON. */
export async function readBody<T>(response: Response, reading: AnswerReading): Promise<T> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON at all (a proxy's error page, say): nothing in it is meant for the user.
    throw new ApiError(reading.genericError, response.status);
  }
  if (!response.ok) {
    const errorBody = typeof body === 'object' && body !== null ? (body as ApiErrorBody) : undefined;
    const shown = reading.fieldErrorsForForms && errorBody?.fields ? { ...errorBody, errors: errorBody.fields } : errorBody;
    throw new ApiError(errorBody?.error || reading.genericError, response.status, shown);
  }
  return body as T;
}

/**
 * Whether a 401 is about the session (no token, an expired or ended one), which a renewal can fix, and
 * not about what was sent: a wrong code while setting up the second factor is a 401 too
 * (code WRONG_CODE), and renewing would only send the wrong code again.
 */
export async function refusesSession(response: Response): Promise<boolean> {
  try {
    const code = (JSON.parse(await response.clone().text()) as { code?: unknown } | null)?.code;
    return code === undefined || code === null || code === 'NOT_AUTHENTICATED';
  } catch {
    return true;
  }
}
