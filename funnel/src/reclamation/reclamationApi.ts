/**
 * The public complaint calls (spec section 7; contract in notes/reclamations-contract.md). In their
 * own file beside api.ts so they load with the complaint page, not with the funnel. Every call
 * carries the link's `token` (or old `sig`) and, for a logged-in staff user, the bearer token; every
 * call resolves to the data or a failure with the server's German reason.
 */

import { failureFrom, type ApiResult } from '../api';
import { toDocuments, toReclamation, tokenQuery, type LinkToken, type PublicReclamationDto, type ReclamationDocument } from './reclamationState';

/** Where the logged-in back-office user keeps the access token (spec section 3, Session). */
export const USER_TOKEN_KEY = 'user-token';

export interface ReclamationAccess {
  orgaId: string;
  link: LinkToken;
  /** The staff user's access token; null for a visitor. */
  staffToken: string | null;
}

export const RECLAMATION_PATHS = {
  request: (orgaId: string, leadId: string) => `/public-api/reclamationrequest/${encodeURIComponent(orgaId)}/${encodeURIComponent(leadId)}`,
  file: () => '/public-api/reclamationrequest',
  upload: (orgaId: string, leadId: string) => `/public-api/reclamationrequest/upload/${encodeURIComponent(orgaId)}/${encodeURIComponent(leadId)}`,
} as const;

export function withToken(path: string, link: LinkToken): string {
  const query = new URLSearchParams(tokenQuery(link)).toString();
  return query ? `${path}?${query}` : path;
}

function headers(access: ReclamationAccess, extra: Record<string, string> = {}): Record<string, string> {
  return { Accept: 'application/json', ...extra, ...(access.staffToken ? { Authorization: `Bearer ${access.staffToken}` } : {}) };
}

async function send(path: string, init: RequestInit): Promise<ApiResult<unknown>> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    return { ok: false, status: 0 };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // An empty or non-JSON body: the status alone decides.
  }
  return response.ok ? { ok: true, data: body } : failureFrom(response.status, body);
}

/** The request for one lead of the organisation; `exists: false` when none was filed yet. */
export async function fetchReclamation(access: ReclamationAccess, leadId: string, signal?: AbortSignal): Promise<ApiResult<PublicReclamationDto>> {
  const result = await send(withToken(RECLAMATION_PATHS.request(access.orgaId, leadId), access.link), { headers: headers(access), signal });
  return result.ok ? { ok: true, data: toReclamation(result.data, leadId) } : result;
}

/**
 * Files the complaint, or changes its reason while it is open. `reasonCode`: the reason chosen from the catalogue,
 * null for none; left out, the server keeps the one stored.
 */
export async function fileReclamation(access: ReclamationAccess, leadId: string, reason: string, reasonCode?: string | null): Promise<ApiResult<PublicReclamationDto>> {
  const result = await send(withToken(RECLAMATION_PATHS.file(), access.link), {
    method: 'POST',
    headers: headers(access, { 'Content-Type': 'application/json' }),
    body: JSON.stringify({ lId: Number(leadId), oId: Number(access.orgaId), content: reason, ...(reasonCode === undefined ? {} : { reasonCode }) }),
  });
  return result.ok ? { ok: true, data: toReclamation(result.data, leadId) } : result;
}

/**
 * One file in its own request (field `file`), with progress from 0 to 1. XMLHttpRequest because
 * fetch reports no upload progress. Resolves with the request's whole document list.
 */
export function uploadDocument(
  access: ReclamationAccess,
  leadId: string,
  file: File,
  onProgress: (share: number) => void,
): Promise<ApiResult<ReclamationDocument[]>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', withToken(RECLAMATION_PATHS.upload(access.orgaId, leadId), access.link));
    for (const [name, value] of Object.entries(headers(access))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's error page: the status alone decides.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const documents = typeof body === 'object' && body !== null ? (body as { documents?: unknown }).documents : undefined;
        resolve({ ok: true, data: toDocuments(documents) });
      } else resolve(failureFrom(xhr.status, body));
    };
    xhr.onerror = () => resolve({ ok: false, status: 0 });
    xhr.onabort = () => resolve({ ok: false, status: 0 });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** The staff user's access token when someone is logged in to the back office in this browser. */
export function storedStaffToken(): string | null {
  try {
    return window.localStorage.getItem(USER_TOKEN_KEY) || null;
  } catch {
    // Storage blocked (private mode, policies): a visitor.
    return null;
  }
}
