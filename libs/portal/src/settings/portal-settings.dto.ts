import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { GERMAN_STATES, type BuyerPause, type GermanStateCode } from '@app/contract';
import { CreditStateDto } from '@app/organisations';

export class PortalPauseDto {
  @ApiProperty({ example: '2026-12-21', description: 'Erster Tag (JJJJ-MM-TT, Berliner Zeit)' }) from: string;
  @ApiProperty({ example: '2027-01-03', description: 'Letzter Tag (eingeschlossen)' }) to: string;
  @ApiProperty({ example: 'Urlaub' }) reason: string;
}

/** `PUT /portal-api/settings`: the whole settings; the rules are libs/contract's (buyer-availability). */
export class PortalSettingsInputDto {
  // Checked whole by BuyerAvailabilityService, whose German 400 names the field.
  @ApiProperty({ type: [PortalPauseDto] }) @Allow() pauses: unknown;
  @ApiProperty({ type: String, nullable: true, enum: Object.keys(GERMAN_STATES), description: 'Bundesland: an seinen Feiertagen keine Leads' }) @Allow() holidaysState: unknown;
  @ApiProperty({ type: Number, nullable: true, description: 'EUR je Monat; null: kein Budget' }) @Allow() monthlyBudget: unknown;
  @ApiProperty({ type: Number, nullable: true, description: 'Eigenes Lead-Limit je Monat (höchstens maxMonthlyLeadLimit); null oder 0: keines' }) @Allow() monthlyLeadLimit: unknown;
  @ApiProperty({ type: String, description: "E-Mail für Hinweise aus dem Portal; '': die Adresse des Unternehmens" }) @Allow() notificationEmail: unknown;
  // What GET answers beside the settings: a client may send the whole object back. The agreed values are
  // refused when changed (the business sets them); the month's figures and today's state are reports, ignored.
  @ApiPropertyOptional({ type: Number, description: 'Nur lesbar: unverändert erlaubt, geändert abgelehnt' }) @Allow() maxMonthlyLeadLimit?: unknown;
  @ApiPropertyOptional({ type: Number, description: 'Nur lesbar: unverändert erlaubt, geändert abgelehnt' }) @Allow() leadPrice?: unknown;
  @ApiPropertyOptional({ type: Boolean, description: 'Nur lesbar: unverändert erlaubt, geändert abgelehnt' }) @Allow() webhookDelivery?: unknown;
  @ApiPropertyOptional({ type: () => PortalMonthDto, description: 'Nur lesbar, wird nicht beachtet' }) @Allow() thisMonth?: unknown;
  @ApiPropertyOptional({ type: () => PortalAvailabilityTodayDto, description: 'Nur lesbar, wird nicht beachtet' }) @Allow() today?: unknown;
  @ApiPropertyOptional({ type: () => PortalCreditDto, nullable: true, description: 'Nur lesbar, wird nicht beachtet' }) @Allow() credit?: unknown;
}

export class PortalAvailabilityTodayDto {
  @ApiProperty({ description: 'Heute (JJJJ-MM-TT, Berliner Zeit)' }) date: string;
  @ApiProperty({ description: 'Heute keine Leads wegen Pause oder Feiertag' }) blocked: boolean;
  @ApiProperty({ enum: ['paused', 'holiday'], nullable: true }) reason: 'paused' | 'holiday' | null;
  @ApiProperty({ type: String, nullable: true, example: 'Pausiert bis 14.12.2026 (Urlaub)' }) message: string | null;
}

export class PortalMonthDto {
  @ApiProperty({ description: 'Diesen Monat gekaufte Leads (ohne reklamierte)' }) sold: number;
  @ApiProperty({ description: 'Diesen Monat ausgegeben in EUR (ohne reklamierte)' }) spent: number;
  @ApiProperty({ description: 'Das Limit, das gilt: das niedrigere aus Ihrem und dem mit uns vereinbarten; 0: keines' }) effectiveLeadLimit: number;
  @ApiProperty({ description: 'Monatslimit erreicht' }) limitReached: boolean;
  @ApiProperty({ description: 'Monatsbudget erreicht (kein weiterer Lead zum aktuellen Preis passt hinein)' }) budgetReached: boolean;
}

/** The credit limit we agreed with the buyer and how much of it is used (issue 30 §5). */
export class PortalCreditDto extends CreditStateDto {
  @ApiProperty({ type: String, nullable: true, example: 'Kreditlimit erreicht: 5.000,00 € von 5.000,00 € …', description: 'Warum es keine Leads gibt (ab 100 %); null darunter' })
  message: string | null;
}

/** `GET/PUT /portal-api/settings`: what the buyer chose, and what it needs to see beside it. */
export class PortalSettingsDto {
  @ApiProperty({ type: [PortalPauseDto] }) pauses: BuyerPause[];
  @ApiProperty({ type: String, nullable: true, enum: Object.keys(GERMAN_STATES) }) holidaysState: GermanStateCode | null;
  @ApiProperty({ type: Number, nullable: true }) monthlyBudget: number | null;
  @ApiProperty({ type: Number, nullable: true }) monthlyLeadLimit: number | null;
  @ApiProperty() notificationEmail: string;
  @ApiProperty({ description: 'Das mit uns vereinbarte Monatslimit (Obergrenze für Ihr eigenes); 0: keines' }) maxMonthlyLeadLimit: number;
  @ApiProperty({ description: 'Ihr aktueller Preis je Lead in EUR' }) leadPrice: number;
  @ApiProperty({ description: 'Ihre Leads kommen per Webhook (Zapier, Make, Leveto): „Test senden“ prüft die Verbindung' }) webhookDelivery: boolean;
  @ApiProperty({ type: PortalMonthDto }) thisMonth: PortalMonthDto;
  @ApiProperty({ type: PortalAvailabilityTodayDto }) today: PortalAvailabilityTodayDto;
  // Optional in the schema only for clients built before credit limits; the server always answers it.
  @ApiPropertyOptional({ type: PortalCreditDto, nullable: true, description: 'Ihr Kreditlimit; null: keines vereinbart' }) credit?: PortalCreditDto | null;
}
