/** Download paths that carry an access token as a path segment, and which segment it is (0 = the first after the host). */
const TOKEN_SEGMENTS: { pattern: RegExp; segment: number }[] = [
  // /download/reclamationrequest/document/{id}/{token}/{name}
  { pattern: /^\/download\/reclamationrequest\/document\//, segment: 4 },
  // /download/organisation/{orgId}/invoice/{invoiceId}/{userToken}/{voucherNumber}.pdf
  { pattern: /^\/download\/organisation\/[^/]+\/invoice\//, segment: 5 },
  // /download/organisation/{orgId}/dunning/{dunningId}/{step}/{userToken}/{name}.pdf
  { pattern: /^\/download\/organisation\/[^/]+\/dunning\//, segment: 6 },
];

/** Query parameters that are credentials (the buyers' complaint links). */
const SECRET_PARAMS = /([?&](?:token|sig)=)[^&#]*/gi;

/** A request URL fit for a log: tokens in download paths and in `token`/`sig` parameters replaced by ***. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart).replace(SECRET_PARAMS, '$1***');
  const rule = TOKEN_SEGMENTS.find(({ pattern }) => pattern.test(path));
  if (!rule) return path + query;
  const segments = path.split('/');
  // segments[0] is the empty string before the leading slash.
  if (segments.length > rule.segment + 1) segments[rule.segment + 1] = '***';
  return segments.join('/') + query;
}
