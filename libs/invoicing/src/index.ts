// The public surface of libs/invoicing: invoices, their numbers and documents, and the Mahnwesen.
export * from './invoicing.module';
export * from './invoicing.service';
export * from './invoice-run.service';
export * from './dunning/dunning.service';
export * from './invoicing.exception';
export * from './entities/invoice.entity';
export * from './entities/invoice-file.entity';
export * from './entities/invoice-item.entity';
export * from './entities/invoice-number-counter.entity';
export * from './entities/dunning.entity';
export * from './entities/dunning-letter.entity';
export * from './dto/invoice.dto';
export * from './dto/dunning.dto';
export type * from './document/invoice-document';
export { vatOf } from './document/invoice-amounts';
