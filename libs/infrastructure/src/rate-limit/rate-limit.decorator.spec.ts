import { Body, CanActivate, Controller, ExecutionContext, HttpCode, Injectable, INestApplication, Module, Post, UseGuards } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Request } from 'express';
import request from 'supertest';
import { DomainException } from '../errors/domain.exception';
import { AllExceptionsFilter } from '../http/all-exceptions.filter';
import { byIp, RateLimit } from './rate-limit.decorator';
import { RateLimiter, RateLimitPolicy } from './rate-limiter';

class WrongPassword extends DomainException {
  constructor() {
    super('WRONG', 'Falsch', 401);
  }
}

const perIp: RateLimitPolicy = { name: 'ip', limit: 2, windowMs: 60_000, key: byIp, message: 'Zu oft von hier.', code: 'TOO_MANY_FROM_IP' };
const failures: RateLimitPolicy = {
  name: 'failures',
  limit: 2,
  windowMs: 60_000,
  key: (req) => String((req.body as { account?: string }).account),
  message: 'Zu viele Fehlversuche.',
  code: 'TOO_MANY_FAILURES',
  countsFailure: (error) => error instanceof WrongPassword,
  resetOnSuccess: true,
};
const perClient: RateLimitPolicy = {
  name: 'client',
  limit: 1,
  windowMs: 60_000,
  key: (req: Request & { client?: string }) => req.client!,
  message: 'Zu viel für diesen Schlüssel.',
  code: 'TOO_MANY_FOR_KEY',
};

/** Stands for a guard that finds the caller (as SupplierApiKeyGuard finds the lead source). */
@Injectable()
class ClientGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request & { client?: string }>();
    req.client = req.header('x-client');
    return req.client !== undefined;
  }
}

@Controller()
class ProbeController {
  @Post('plain')
  @HttpCode(200)
  @RateLimit(perIp)
  plain() {
    return { ok: true };
  }

  @Post('login')
  @HttpCode(200)
  @RateLimit(failures)
  login(@Body() body: { password: string }) {
    if (body.password !== 'richtig') throw new WrongPassword();
    return { ok: true };
  }

  @Post('client')
  @HttpCode(200)
  @RateLimit(perClient)
  @UseGuards(ClientGuard)
  client() {
    return { ok: true };
  }
}

describe('@RateLimit', () => {
  let app: INestApplication;
  let limiter: RateLimiter;

  beforeEach(async () => {
    limiter = RateLimiter.inMemory();
    @Module({ controllers: [ProbeController], providers: [{ provide: RateLimiter, useValue: limiter }] })
    class ProbeModule {}
    const moduleRef = await Test.createTestingModule({ imports: [ProbeModule] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    app.useGlobalFilters(new AllExceptionsFilter());
    await app.init();
  });
  afterEach(async () => {
    await app.close();
    await limiter.close();
  });

  it('counts every request and answers 429 with the German message, code and Retry-After', async () => {
    const http = request(app.getHttpServer());
    await http.post('/plain').expect(200);
    await http.post('/plain').expect(200);
    const refused = await http.post('/plain').expect(429);
    expect(refused.body).toEqual({ statusCode: 429, error: 'Zu oft von hier.', code: 'TOO_MANY_FROM_IP' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('counts only the failures a policy names, refuses once they reach the limit, and forgets them on success', async () => {
    const http = request(app.getHttpServer());
    const login = (password: string, account = 'anna') => http.post('/login').send({ account, password });
    await login('falsch').expect(401);
    for (let i = 0; i < 5; i++) await login('richtig').expect(200);
    await login('falsch').expect(401);
    // Success resets the count, so two more failures are allowed.
    await login('richtig').expect(200);
    await login('falsch').expect(401);
    await login('falsch').expect(401);
    const refused = await login('richtig').expect(429);
    expect(refused.body).toMatchObject({ error: 'Zu viele Fehlversuche.', code: 'TOO_MANY_FAILURES' });
    await login('richtig', 'bert').expect(200);
  });

  it("runs after the route's guards, so a policy can count by what a guard found", async () => {
    const http = request(app.getHttpServer());
    await http.post('/client').expect(403);
    await http.post('/client').set('x-client', 'a').expect(200);
    await http.post('/client').set('x-client', 'a').expect(429);
    await http.post('/client').set('x-client', 'b').expect(200);
  });
});
