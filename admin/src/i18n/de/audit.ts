import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, AUDIT_FIELD_LABELS, AUDIT_SETTINGS_LABELS } from '@contract/audit-vocabulary';

/** Settings → Protokoll (the audit trail) and the lead page's 'Protokoll'. */
export const audit = {
  title: 'Protokoll',
  description:
    'Wer wann was angesehen, exportiert oder geändert hat, mit Rolle und Adresse. Die Einträge lassen sich nicht ändern und sind miteinander verkettet: Wird einer nachträglich geändert oder gelöscht, fällt das bei der Prüfung der Kette auf, die der Betreiber des Servers regelmäßig ausführt.',
  open: 'Protokoll öffnen',
  system: 'System',
  buyer: 'Käufer (Link)',
  buyerUser: 'Käufer',
  load_error: 'Das Protokoll konnte nicht geladen werden.',
  columns: {
    at: 'Zeit',
    // Staff members, and buyer users of the portal (role Käufer).
    user: 'Wer',
    role: 'Rolle',
    ip: 'IP',
    action: 'Aktion',
    entity: 'Objekt',
    changes: 'Änderungen',
  },
  filters: {
    user: 'Wer (E-Mail, oder Id eines Mitarbeiters)',
    entity: 'Objektart',
    entityId: 'Objekt-Id',
    action: 'Aktion',
    from: 'Von',
    to: 'Bis',
    all: 'Alle',
  },
  details: {
    count: '1 Lead |||| %{smart_count} Leads',
    fields: 'Felder: %{fields}',
  },
  lead: {
    title: 'Protokoll',
    hint: 'Wer diesen Lead angesehen, geändert, exportiert oder verkauft hat.',
    empty: 'Noch keine Einträge.',
    more: 'Alle Einträge im Protokoll',
  },
  /** The server's names in German (libs/contract audit-vocabulary.ts): fields, actions, object types, settings areas. */
  fields: AUDIT_FIELD_LABELS,
  actions: AUDIT_ACTION_LABELS,
  entities: AUDIT_ENTITY_LABELS,
  settings_areas: AUDIT_SETTINGS_LABELS,
};
