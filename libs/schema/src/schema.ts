import { RenewToken } from '@app/auth/entities/renew-token.entity';
import { EmailTemplate } from '@app/email-template/entities/email-template.entity';
import { FunnelStep } from '@app/funnel/entities/funnel-step.entity';
import { PostalCode } from '@app/geo/entities/postal-code.entity';
import { Lead } from '@app/leads/entities/lead.entity';
import { Leadsource } from '@app/leadsources/entities/leadsource.entity';
import { OutgoingMail } from '@app/mail/entities/outgoing-mail.entity';
import { Organisation } from '@app/organisations/entities/organisation.entity';
import { SheetZipList } from '@app/organisations/sheet-zips/sheet-zip-list.entity';
import { AppSetting } from '@app/settings/entities/app-setting.entity';
import { Delivery } from '@app/sales/entities/delivery.entity';
import { Sale } from '@app/sales/entities/sale.entity';
import { CustomerOrder } from '@app/orders/entities/customer-order.entity';
import { User } from '@app/users/entities/user.entity';
import { OutboxMessage } from '@app/common/queue/outbox-message.entity';
import { Initial1795371398975 } from '@app/common/database/migrations/1795371398975-initial';
import { PublicSide1795372856325 } from '@app/common/database/migrations/1795372856325-public-side';
import { SeedPublicSide1795372900000 } from '@app/common/database/migrations/1795372900000-seed-public-side';
import { OrganisationsAndGeo1795374246309 } from '@app/common/database/migrations/1795374246309-organisations-and-geo';
import { Settings1795376692742 } from '@app/common/database/migrations/1795376692742-settings';
import { Sales1795377009887 } from '@app/common/database/migrations/1795377009887-sales';
import { SheetZipList1795382627793 } from '@app/common/database/migrations/1795382627793-sheet-zip-list';

/**
 * Every entity and migration, listed explicitly (globs break in the monorepo build). Add new ones here;
 * the drift test fails when an entity changes without a migration.
 */
export const ENTITIES = [User, RenewToken, OutboxMessage, Leadsource, FunnelStep, Lead, OutgoingMail, EmailTemplate, CustomerOrder, PostalCode, Organisation, SheetZipList, AppSetting, Sale, Delivery];

export const MIGRATIONS = [Initial1795371398975, PublicSide1795372856325, SeedPublicSide1795372900000, OrganisationsAndGeo1795374246309, Settings1795376692742, Sales1795377009887, SheetZipList1795382627793];
