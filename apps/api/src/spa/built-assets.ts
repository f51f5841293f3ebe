import { join } from 'node:path';
import { PORTAL_PREFIX, type PageApp } from '@app/contract';
import { builtAppDir } from './spa.controller';

/**
 * Where each built app keeps its files (Vite's `assetsDir`, hashed names) and the path they are served
 * at. Only these paths are looked up on disk: a static handler at the root would look for every API
 * request's path in every app's directory first. Their index pages come from SpaController.
 */
export function builtAssetDirs(): { path: string; dir: string }[] {
  const assets = (app: PageApp, prefix = '') => ({ path: `${prefix}/${app}-assets`, dir: join(builtAppDir(app), `${app}-assets`) });
  return [assets('admin'), assets('funnel'), assets('portal', PORTAL_PREFIX)];
}
