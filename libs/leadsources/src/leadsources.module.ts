import { Module } from '@nestjs/common';
import { LeadsourceRepository } from './leadsource.repository';

@Module({
  providers: [LeadsourceRepository],
  exports: [LeadsourceRepository],
})
export class LeadsourcesModule {}
