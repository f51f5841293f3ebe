import { lazy } from 'react';

// Loaded on first visit, so the back office's first load stays small.
export const ReclamationList = lazy(() => import('./ReclamationList').then((module) => ({ default: module.ReclamationList })));
