import { lazy } from 'react';

// Loaded on first visit, so the back office's first load stays small.
export const InvoiceList = lazy(() => import('./InvoiceList').then((module) => ({ default: module.InvoiceList })));
