import { BadRequestException } from '@nestjs/common';
import { IsBoolean, IsEmail, IsOptional, IsString } from 'class-validator';
import { germanValidationPipe } from './validation';

class Example {
  @IsBoolean({ message: 'active muss true oder false sein.' })
  active: boolean;

  @IsOptional()
  @IsEmail()
  email?: string;

  @IsOptional()
  @IsString({ each: true })
  tags?: string[];
}

async function fieldsFor(body: unknown): Promise<Record<string, string>> {
  try {
    await germanValidationPipe().transform(body, { type: 'body', metatype: Example });
  } catch (error) {
    return ((error as BadRequestException).getResponse() as { fields: Record<string, string> }).fields;
  }
  throw new Error('accepted');
}

describe('germanValidationPipe', () => {
  it('keeps a German message that starts with the field name and replaces class-validator’s English ones', async () => {
    expect(await fieldsFor({ active: 'ja', email: 'kein-mail', tags: [1], extra: 1 })).toEqual({
      active: 'active muss true oder false sein.',
      email: 'email muss eine gültige E-Mail-Adresse sein',
      tags: 'tags muss ein Text sein',
      extra: 'extra ist kein erlaubtes Feld',
    });
  });
});
