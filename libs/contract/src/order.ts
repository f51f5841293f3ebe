/** The installation business's contact person for an order (spec section 3 'Company contact'). */
export interface OrderContactPerson {
  firstName: string;
  lastName: string;
  phone: string;
  mail: string;
}

/**
 * An order as the public status page shows it (spec section 3 'Order (public status)'), with its
 * contact person. The server's answer, the funnel's page and the back office's form all use this shape.
 */
export interface PublicOrder {
  orderNumber: string;
  firstName: string;
  lastName: string;
  street: string;
  zip: string;
  city: string;
  phone: string;
  mail: string;
  status: string;
  customerStatus: string;
  /** Whole percent, ORDER_PROGRESS.min to ORDER_PROGRESS.max. */
  progress: number;
  /** 'yyyy-mm-dd'. */
  installationPlaningDate: string | null;
  note: string;
  contact: OrderContactPerson;
}

/** The contact person's fields as the back office's form and the CSV import have them: contactFirstName … contactMail. */
export type OrderContactFields = { [Field in keyof OrderContactPerson as `contact${Capitalize<Field>}`]: OrderContactPerson[Field] };

/** An order as the back office edits it (form, API answer and body): the public order with its contact person flattened. */
export type OrderFields = Omit<PublicOrder, 'contact'> & OrderContactFields;

/**
 * What identifies the customer on an order: what erasure under Art. 17 DSGVO overwrites, and what a
 * save or an import of an erased order leaves alone (and the back office's form of one does not send).
 */
export const ORDER_PERSONAL_FIELDS = ['firstName', 'lastName', 'street', 'city', 'phone', 'mail', 'note'] as const satisfies readonly (keyof OrderFields)[];

export const ORDER_PROGRESS = { min: 0, max: 100, message: 'Fortschritt muss eine ganze Zahl von 0 bis 100 sein' } as const;

export function isValidProgress(value: unknown): boolean {
  const progress = Number(value);
  return Number.isInteger(progress) && progress >= ORDER_PROGRESS.min && progress <= ORDER_PROGRESS.max;
}
