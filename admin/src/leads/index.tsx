import { lazy } from 'react';

// Loaded on first visit (react-admin's layout shows its spinner meanwhile), so the first load stays small.
const SellList = lazy(() => import('./SellList').then((module) => ({ default: module.SellList })));
export const LeadDetailPage = lazy(() => import('./LeadDetailPage').then((module) => ({ default: module.LeadDetailPage })));

/** Einkauf (`/sells`) and the lead page (`/sells/{id}`). */
export default { list: SellList, edit: LeadDetailPage };
