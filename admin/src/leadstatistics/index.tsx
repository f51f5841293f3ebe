import { lazy } from 'react';
import { LeadDetailPage } from '../leads';

const LeadStatisticList = lazy(() => import('./LeadStatisticList').then((module) => ({ default: module.LeadStatisticList })));

/** `/leadstatistics/{id}` is the same lead page as `/sells/{id}`. */
export default { list: LeadStatisticList, edit: LeadDetailPage };
