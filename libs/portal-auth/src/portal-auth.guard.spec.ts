import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IS_PORTAL_ROUTE, IS_PUBLIC } from '@app/infrastructure';
import type { BuyerPrincipal } from './buyer-principal';
import { PortalAuthException } from './portal-auth.exception';
import { PortalAuthGuard } from './portal-auth.guard';
import type { PortalAuthService } from './portal-auth.service';

const BUYER: BuyerPrincipal = { userId: 4, organisationId: 9, email: 'einkauf@kaeufer.example', name: 'Petra' };

function setup(marks: { portal?: boolean; public?: boolean }) {
  const reflector = { getAllAndOverride: (key: string) => (key === IS_PORTAL_ROUTE ? marks.portal : key === IS_PUBLIC ? marks.public : undefined) } as unknown as Reflector;
  const verify = jest.fn(async (token: string | undefined) => {
    if (token !== 'gut') throw new PortalAuthException('NOT_AUTHENTICATED', 'Nicht angemeldet oder Sitzung abgelaufen');
    return BUYER;
  });
  const guard = new PortalAuthGuard(reflector, { verifyAccessToken: verify } as unknown as PortalAuthService);
  const run = (path: string, authorization?: string) => {
    const request: Record<string, unknown> = { path, headers: authorization ? { authorization } : {} };
    const context = {
      getType: () => 'http',
      getHandler: () => undefined,
      getClass: () => undefined,
      switchToHttp: () => ({ getRequest: () => request }),
    } as unknown as ExecutionContext;
    return { request, result: guard.canActivate(context) };
  };
  return { run, verify };
}

describe('PortalAuthGuard', () => {
  it('leaves the buyer of a valid portal token on a @PortalRoute() request', async () => {
    const { run } = setup({ portal: true });
    const { request, result } = run('/portal-api/users', 'Bearer gut');
    await expect(result).resolves.toBe(true);
    expect(request.buyer).toEqual(BUYER);
  });

  it('refuses a @PortalRoute() request without a valid portal token with a German 401', async () => {
    const { run } = setup({ portal: true });
    await expect(run('/portal-api/users').result).rejects.toMatchObject({ status: 401, message: 'Nicht angemeldet oder Sitzung abgelaufen' });
    await expect(run('/portal-api/users', 'Bearer fremd').result).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a route under /portal-api that is not marked, whatever the token, so staff guards never open it', async () => {
    const { run, verify } = setup({});
    await expect(run('/portal-api/forgotten', 'Bearer gut').result).rejects.toMatchObject({ status: 401 });
    expect(verify).not.toHaveBeenCalled();
  });

  it('leaves staff routes and public routes to the others', async () => {
    const { run, verify } = setup({});
    await expect(run('/api/leads', 'Bearer gut').result).resolves.toBe(true);
    const open = setup({ portal: true, public: true });
    await expect(open.run('/portal-api/auth/login').result).resolves.toBe(true);
    expect(verify).not.toHaveBeenCalled();
    expect(open.verify).not.toHaveBeenCalled();
  });
});
