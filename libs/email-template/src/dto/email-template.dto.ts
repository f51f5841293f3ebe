import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EmailTemplate } from '../entities/email-template.entity';

export class UpdateEmailTemplateDto {
  @ApiProperty({ example: 'Ihre Anfrage, {{salutation}} {{lastName}}' })
  @IsString({ message: 'Bitte einen Betreff angeben' })
  @IsNotEmpty({ message: 'Bitte einen Betreff angeben' })
  @MaxLength(300, { message: 'Der Betreff darf höchstens 300 Zeichen lang sein' })
  subject: string;

  @ApiProperty({ description: 'HTML mit Platzhaltern {{salutation}}, {{firstName}}, {{lastName}}, {{zip}}, {{city}}' })
  @IsString({ message: 'Bitte einen Inhalt angeben' })
  @IsNotEmpty({ message: 'Bitte einen Inhalt angeben' })
  @MaxLength(100_000, { message: 'Der Inhalt ist zu lang' })
  body: string;
}

export class EmailTemplateResponseDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty() subject: string;
  @ApiProperty() body: string;

  static from(template: EmailTemplate): EmailTemplateResponseDto {
    return { id: template.id, subject: template.subject, body: template.body };
  }
}
