import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { EntityTarget } from 'typeorm';
import { RenewTokenRepository, RenewTokenRow } from '@app/auth';
import { PortalRenewToken } from './entities/portal-renew-token.entity';

/** The buyer users' renew tokens: the staff repository on the portal's own table. */
@Injectable()
export class PortalRenewTokenRepository extends RenewTokenRepository {
  constructor(txHost: TransactionHost<TransactionalAdapterTypeOrm>) {
    super(txHost);
  }

  protected override get entity(): EntityTarget<RenewTokenRow> {
    return PortalRenewToken;
  }
}
