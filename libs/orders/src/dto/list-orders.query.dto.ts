import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const ORDER_SORT_FIELDS = ['orderNumber', 'lastName', 'updatedAt', 'progress'] as const;

export class ListOrdersQueryDto {
  @ApiPropertyOptional({ description: 'Suche in Auftragsnummer, Vor- und Nachname' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Suchbegriff ist zu lang' })
  q?: string;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page muss eine ganze Zahl sein' })
  @Min(1, { message: 'page muss mindestens 1 sein' })
  page = 1;

  @ApiPropertyOptional({ default: 25 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'perPage muss eine ganze Zahl sein' })
  @Min(1, { message: 'perPage muss zwischen 1 und 500 liegen' })
  @Max(500, { message: 'perPage muss zwischen 1 und 500 liegen' })
  perPage = 25;

  @ApiPropertyOptional({ enum: ORDER_SORT_FIELDS, default: 'updatedAt' })
  @IsOptional()
  @IsIn(ORDER_SORT_FIELDS, { message: `sort muss eines von ${ORDER_SORT_FIELDS.join(', ')} sein` })
  sort: (typeof ORDER_SORT_FIELDS)[number] = 'updatedAt';

  @ApiPropertyOptional({ enum: ['ASC', 'DESC'], default: 'DESC' })
  @IsOptional()
  @IsIn(['ASC', 'DESC'], { message: 'order muss ASC oder DESC sein' })
  order: 'ASC' | 'DESC' = 'DESC';
}
