import type { RaRecord } from 'react-admin';

/** An order of the public status page; the API uses the order number as id. */
export interface Order extends RaRecord {
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
  /** Whole percent, 0 to 100. */
  progress: number;
  /** 'yyyy-mm-dd'. */
  installationPlaningDate: string | null;
  note: string;
  contactFirstName: string;
  contactLastName: string;
  contactPhone: string;
  contactMail: string;
  /** ISO instant. */
  updatedAt: string;
}
