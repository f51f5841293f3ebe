import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { RETENTION_DEFAULTS, RETENTION_LIMITS, type RetentionSettings } from '@app/contract';

const limit = (field: keyof RetentionSettings) => {
  const { min, max, label } = RETENTION_LIMITS[field];
  const message = `${label}: eine ganze Zahl von ${min} bis ${max}`;
  return [IsInt({ message }), Min(min, { message }), Max(max, { message }), ApiProperty({ minimum: min, maximum: max, default: RETENTION_DEFAULTS[field], description: label })];
};
const apply = (decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => decorators.forEach((decorator) => decorator(target, key));

/** Card 'Aufbewahrung': how long personal data is kept before the daily retention run removes it. */
export class RetentionSettingsDto implements RetentionSettings {
  @apply(limit('unsoldLeadMonths'))
  unsoldLeadMonths: number;

  @apply(limit('soldLeadMonths'))
  soldLeadMonths: number;

  @apply(limit('complaintDocumentMonths'))
  complaintDocumentMonths: number;

  @apply(limit('mailBodyDays'))
  mailBodyDays: number;
}
