import type { RaRecord } from 'react-admin';
import type { OrderFields } from '@contract/order';

/** An order of the public status page; the API uses the order number as id. */
export interface Order extends RaRecord, OrderFields {
  /** ISO instant. */
  updatedAt: string;
}
