// The public surface of libs/organisations.
export * from './organisations.module';
export * from './organisations.service';
export * from './organisations.exception';
export * from './entities/organisation.entity';
export * from './sheet-zips/sheet-zip-list.entity';
export * from './sheet-zips/sheet-zips.service';
export * from './dto/organisation-form.dto';
export * from './dto/organisation.response.dto';
export * from './complaint-rates.port';
export * from './billing.port';
export * from './organisation-leads.port';
export * from './credit.port';
