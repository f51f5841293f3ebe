import { Test } from '@nestjs/testing';
import { ConfigModule, loadConfig } from '@app/infrastructure';
import { LexofficeClient } from './lexoffice.client';
import { LEXOFFICE_CLIENT, LexofficeModule } from './lexoffice.module';

describe('LexofficeModule', () => {
  const clientWith = async (env: Record<string, string>) => {
    const module = await Test.createTestingModule({ imports: [ConfigModule.forRoot(loadConfig(env)), LexofficeModule] }).compile();
    return module.get<LexofficeClient | null>(LEXOFFICE_CLIENT);
  };

  it('provides no client without LEXOFFICE_API_KEY', async () => {
    expect(await clientWith({ LEXOFFICE_API_URL: 'http://127.0.0.1:4020' })).toBeNull();
  });

  it('provides the client with it', async () => {
    expect(await clientWith({ LEXOFFICE_API_KEY: 'lx-key' })).toBeInstanceOf(LexofficeClient);
  });
});
