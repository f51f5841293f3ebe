import { Box } from '@mui/material';
import { Form, SaveButton, SelectInput, TextInput, useNotify, useResourceContext, useUpdate } from 'react-admin';
import { SALUTATIONS } from '@contract/lead-rules';
import { ApiError } from '@ui/http/apiError';
import { ReadOnlyReason } from '../auth/Can';
import { useCan } from '../auth/useCan';
import type { LeadContact } from '@contract/lead-rules';
import type { LeadDetail } from '../dataProvider/apiTypes';
import { changedContact, contactDraft, contactFormErrors, CONTACT_FIELDS } from './contactForm';
import { useLeadFailure } from './useLeadFailure';

/** What the form holds (react-hook-form's values). */
type FormValues = Record<string, unknown>;

const SALUTATION_CHOICES = SALUTATIONS.map((salutation) => ({ id: salutation, name: salutation }));

const EDIT_ROUTE = 'PUT /api/lead/{lId}';

/** The server names refused fields 'contact.phone'; the form wants them nested. */
function serverFieldErrors(error: unknown): { contact: Record<string, string> } | null {
  const fields = error instanceof ApiError ? error.body?.fields : undefined;
  if (!fields) return null;
  const contact = Object.fromEntries(Object.entries(fields).flatMap(([key, message]) => (key.startsWith('contact.') ? [[key.slice(8), message]] : [])));
  return Object.keys(contact).length ? { contact } : null;
}

/**
 * The contact, editable: checked with the funnel's rules before it is sent (only the fields staff
 * changed, as the server checks them), saved with `PUT /api/lead/{lId}` as `{ contact }`. Only the
 * contact is sent, not the whole lead as loaded: a lead qualified meanwhile by someone else must not
 * be set back by an old copy. The parent keys the form by the saved contact, so a save shows the
 * server's normalised values (+49…, lower-case e-mail).
 */
export const ContactForm = ({ lead }: { lead: LeadDetail }) => {
  const notify = useNotify();
  const resource = useResourceContext() ?? 'sells';
  const reportFailure = useLeadFailure();
  const [update] = useUpdate<LeadDetail>();
  // Buchhaltung reads the contact but may not change it: the fields are then read-only (their tooltip says who
  // may), without a save button.
  const mayEdit = useCan(EDIT_ROUTE);
  const saved = lead.contact;

  const validate = (values: FormValues) => {
    const errors = contactFormErrors(saved, values.contact as LeadContact);
    return Object.keys(errors).length ? { contact: errors } : {};
  };

  const save = async (values: FormValues) => {
    const changes = changedContact(saved, values.contact as LeadContact);
    if (!Object.keys(changes).length) return undefined;
    try {
      await update(resource, { id: lead.id, data: { contact: changes } as Partial<LeadDetail>, previousData: lead }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('app.lead_detail.contact_form.saved', { type: 'success' });
      return undefined;
    } catch (error) {
      await reportFailure(error, 'app.lead_detail.contact_form.failed');
      return serverFieldErrors(error) ?? undefined;
    }
  };

  return (
    <Form record={{ id: lead.id, contact: contactDraft(saved) }} validate={validate} onSubmit={save} noValidate>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
        {CONTACT_FIELDS.map((field) => (
          <ReadOnlyReason key={field} route={EDIT_ROUTE}>
            {field === 'salutation' ? (
              <SelectInput
                source="contact.salutation"
                choices={SALUTATION_CHOICES}
                emptyText="app.lead_detail.contact_form.no_salutation"
                helperText={false}
                readOnly={!mayEdit}
                fullWidth
              />
            ) : (
              <TextInput source={`contact.${field}`} helperText={false} type={field === 'phone' ? 'tel' : 'text'} readOnly={!mayEdit} fullWidth />
            )}
          </ReadOnlyReason>
        ))}
      </Box>
      {mayEdit && <SaveButton label="app.lead_detail.contact_form.save" variant="outlined" size="small" />}
    </Form>
  );
};
