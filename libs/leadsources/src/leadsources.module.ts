import { Module } from '@nestjs/common';
import { LeadsourceRepository } from './leadsource.repository';
import { LeadsourceController, LeadsourcesController } from './leadsources.controller';
import { LeadsourcesService } from './leadsources.service';

@Module({
  controllers: [LeadsourcesController, LeadsourceController],
  providers: [LeadsourceRepository, LeadsourcesService],
  exports: [LeadsourcesService],
})
export class LeadsourcesModule {}
