import { normaliseZip } from '@contract/lead-rules';
import { ORDER_PERSONAL_FIELDS } from '@contract/order';

/** Form data → the body of a create or update call. */
export type WriteBody = (data: Record<string, unknown>) => Record<string, unknown>;

/** react-admin turns an emptied text input into null; the API wants strings. */
function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim();
}

/**
 * `PUT /api/orders/{orderNumber}`: every order field except id, orderNumber (in the address),
 * updatedAt and pseudonymisedAt (the server's), in the Order's field order; without the customer's
 * fields when the order was erased (the server keeps them empty anyway, and requires no names then).
 */
export const orderBody: WriteBody = (data) => {
  const body = orderFields(data);
  return data.pseudonymisedAt ? Object.fromEntries(Object.entries(body).filter(([field]) => !(ORDER_PERSONAL_FIELDS as readonly string[]).includes(field))) : body;
};

const orderFields: WriteBody = (data) => {
  const zip = text(data.zip);
  return {
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    street: text(data.street),
    zip: normaliseZip(zip) ?? zip,
    city: text(data.city),
    phone: text(data.phone),
    mail: text(data.mail),
    status: text(data.status),
    customerStatus: text(data.customerStatus),
    progress: text(data.progress) === '' ? 0 : Number(data.progress),
    installationPlaningDate: text(data.installationPlaningDate) || null,
    note: text(data.note),
    contactFirstName: text(data.contactFirstName),
    contactLastName: text(data.contactLastName),
    contactPhone: text(data.contactPhone),
    contactMail: text(data.contactMail),
  };
};

/** `PUT /api/email/1`: subject and body only; the HTML body is sent as typed. */
export const emailTemplateBody: WriteBody = (data) => ({
  subject: text(data.subject),
  body: data.body === undefined || data.body === null ? '' : String(data.body),
});
