import type { RaRecord } from 'react-admin';

/** A lead source (supplier, or the built-in website) as `GET /api/leadsource/{id}` sends it. */
export interface Leadsource extends RaRecord {
  id: number;
  name: string;
  /** URL-safe; the funnel picks the source from `?ls=<slug>`. */
  slug: string;
  /** Where reclamations of this source's leads are mailed. */
  mail: string;
  active: boolean;
  /** Percent, 0 to 100. */
  reclaQuote: number;
  /** Its leads count as qualified on intake and are distributed at once. */
  preQualified: boolean;
  /** The website source: cannot be deleted, its slug stays. */
  builtIn: boolean;
  /** ISO instant. */
  creationDate: string;
  /** Only in the detail, never in the list. */
  apiKey?: string;
}
