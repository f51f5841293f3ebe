import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '@app/infrastructure';
import { pageAppFor, type PageApp } from '@app/contract';
import { Public } from '@app/auth';

/** Paths that belong to the server itself: an unknown one is a JSON 404, not a page. */
const SERVER_PREFIXES = ['/api', '/auth', '/public-api', '/portal-api', '/download', '/health', '/ready', '/metrics'];

export const builtAppDir = (app: PageApp) => join(projectRoot(), 'dist', app);

/**
 * History-style routing on one origin: guest pages get the public app, back-office pages the
 * react-admin app, `/portal/…` the buyers' portal, anything else is redirected to `/`. Registered last, so real routes win.
 */
@ApiExcludeController()
@Public()
@Controller()
export class SpaController {
  @Get(['/', '*path'])
  serve(@Req() request: Request, @Res() response: Response): void {
    const path = request.path;
    if (SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
      throw new NotFoundException();
    }
    const app = pageAppFor(path);
    if (!app) {
      response.redirect(302, '/');
      return;
    }
    const index = join(builtAppDir(app), 'index.html');
    if (!existsSync(index)) {
      response.status(503).type('text/plain; charset=utf-8').send('Die Oberfläche ist noch nicht gebaut: npm run build');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  }
}
