/**
 * The reasons a buyer chooses from when it complains about a lead (issue 31 §4), on the public complaint page
 * and in the portal, with what proof each one needs. Shared by the server (validation, the complaint rules,
 * `GET /public-api/reclamation-reasons`), the complaint page, the portal and the back office (labels).
 *
 * `supplierFault`: an accepted complaint with this reason goes back to the lead's supplier too (the supplier
 * reclamation within its `reclaQuote`). The supplier answers for what it delivered:
 * - a wrong or unassigned phone number, a person who never asked, the same person delivered twice: the lead
 *   itself was bad when it arrived;
 * - not reached after five documented attempts: counted as the supplier's, since a person who never picks up
 *   is typically a lead entered by someone else or from a sweepstake; the supplier's quota bounds it, and
 *   the call log is the proof.
 * Not the supplier's: no owner and an existing PV system (the person asked, the buyer's qualification
 * decides), outside the area (the matching's or the buyer's settings), and anything else ('Sonstiges',
 * staff may still reclaim by hand in Einkauf).
 */
export const RECLAMATION_REASONS = [
  {
    code: 'phone-wrong',
    text: 'Telefonnummer falsch/nicht vergeben',
    proof: 'Wann Sie angerufen haben und was Sie gehört haben (z. B. die Ansage „Kein Anschluss unter dieser Nummer“).',
    supplierFault: true,
  },
  {
    code: 'not-reached',
    text: 'Nach 5 Versuchen nicht erreicht',
    proof: 'Anrufprotokoll mit 5 Versuchen an verschiedenen Tagen und zu verschiedenen Uhrzeiten (Bildschirmfoto oder Export).',
    supplierFault: true,
  },
  {
    code: 'not-owner',
    text: 'Kein Eigentümer',
    proof: 'Gesprächsnotiz: wann Sie mit wem gesprochen haben.',
    supplierFault: false,
  },
  {
    code: 'has-pv',
    text: 'Bereits eine PV-Anlage',
    proof: 'Gesprächsnotiz: wann Sie mit wem gesprochen haben.',
    supplierFault: false,
  },
  {
    code: 'duplicate',
    text: 'Doppelt geliefert',
    proof: 'Kein Nachweis nötig; nennen Sie bitte die Nummer des anderen Leads, wir prüfen es selbst.',
    supplierFault: true,
  },
  {
    code: 'outside-area',
    text: 'Außerhalb des Gebiets',
    proof: 'Kein Nachweis nötig; wir prüfen die Postleitzahl mit Ihrem Gebiet.',
    supplierFault: false,
  },
  {
    code: 'never-asked',
    text: 'Hat nie angefragt',
    proof: 'Gesprächsnotiz: wann Sie mit wem gesprochen haben und was die Person gesagt hat.',
    supplierFault: true,
  },
  {
    code: 'other',
    text: 'Sonstiges',
    proof: 'Beschreiben Sie den Grund im Text; einen Nachweis fordern wir bei Bedarf an.',
    supplierFault: false,
  },
] as const;

export type ReclamationReasonCode = (typeof RECLAMATION_REASONS)[number]['code'];
export type ReclamationReason = (typeof RECLAMATION_REASONS)[number];

export const RECLAMATION_REASON_CODES: readonly ReclamationReasonCode[] = RECLAMATION_REASONS.map((reason) => reason.code);

export const isReclamationReasonCode = (value: unknown): value is ReclamationReasonCode => RECLAMATION_REASON_CODES.includes(value as ReclamationReasonCode);

/** The reason of a code; undefined for null or a code the catalogue no longer has. */
export function reclamationReason(code: string | null | undefined): ReclamationReason | undefined {
  return RECLAMATION_REASONS.find((reason) => reason.code === code);
}

/** The refusal of an unknown code, naming the ones there are. */
export const UNKNOWN_REASON_MESSAGE = `Unbekannter Reklamationsgrund. Möglich sind: ${RECLAMATION_REASON_CODES.join(', ')}.`;
