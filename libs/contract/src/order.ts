/**
 * An order of the public status page as the back office edits it (admin form, API answer and body):
 * one shape for both sides, so a field added on one side is missing on the other at compile time.
 */
export interface OrderFields {
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
  contactFirstName: string;
  contactLastName: string;
  contactPhone: string;
  contactMail: string;
}

export const ORDER_PROGRESS = { min: 0, max: 100, message: 'Fortschritt muss eine ganze Zahl von 0 bis 100 sein' } as const;

export function isValidProgress(value: unknown): boolean {
  const progress = Number(value);
  return Number.isInteger(progress) && progress >= ORDER_PROGRESS.min && progress <= ORDER_PROGRESS.max;
}
