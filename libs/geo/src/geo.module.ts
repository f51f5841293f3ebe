import { Module } from '@nestjs/common';
import { GeoController } from './geo.controller';
import { GeoService } from './geo.service';
import { PostalCodeRepository } from './postal-code.repository';

@Module({
  controllers: [GeoController],
  providers: [PostalCodeRepository, GeoService],
  exports: [GeoService],
})
export class GeoModule {}
