// The public surface of libs/settings.
export * from './settings.module';
export * from './distribution-settings.service';
export * from './entities/app-setting.entity';
export * from './dto/distribution-settings.dto';
export * from './legal-settings.service';
export * from './dto/legal-settings.dto';
export * from './settings.exception';
export * from './reclamation-settings.service';
export * from './dto/reclamation-settings.dto';
export * from './company-settings.service';
export * from './dto/company-settings.dto';
export * from './dunning-settings.service';
export * from './dto/dunning-settings.dto';
