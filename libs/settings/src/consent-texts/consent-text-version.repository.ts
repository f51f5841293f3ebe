import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { TransactionalRepository } from '@app/infrastructure';
import type { ConsentTextKind } from '@app/contract';
import { ConsentTextVersion } from './consent-text-version.entity';

@Injectable()
export class ConsentTextVersionRepository extends TransactionalRepository {
  private get versions() {
    return this.manager.getRepository(ConsentTextVersion);
  }

  current(kind: ConsentTextKind): Promise<ConsentTextVersion | null> {
    return this.versions.findOneBy({ kind, validTo: IsNull() });
  }

  findById(id: number): Promise<ConsentTextVersion | null> {
    return this.versions.findOneBy({ id });
  }

  findSupplierText(hash: string): Promise<ConsentTextVersion | null> {
    return this.versions.findOneBy({ kind: 'supplier-consent', hash });
  }

  validAt(kind: ConsentTextKind, at: Date): Promise<ConsentTextVersion | null> {
    return this.versions
      .createQueryBuilder('version')
      .where('version.kind = :kind AND version.validFrom <= :at AND (version.validTo IS NULL OR version.validTo > :at)', { kind, at })
      .orderBy('version.validFrom', 'DESC')
      .getOne();
  }

  /** Newest first within each kind. */
  list(): Promise<ConsentTextVersion[]> {
    return this.versions.find({ order: { kind: 'ASC', validFrom: 'DESC', id: 'DESC' } });
  }

  async close(id: number, at: Date): Promise<void> {
    await this.versions.update({ id }, { validTo: at });
  }

  /**
   * null when a concurrent request stored the same kind's current version (or the same supplier text)
   * first: the caller reads that one instead.
   */
  insert(version: Omit<ConsentTextVersion, 'id'>): Promise<ConsentTextVersion | null> {
    const constraint = version.kind === 'supplier-consent' ? 'uq_consent_text_version_supplier_hash' : 'uq_consent_text_version_current';
    return this.unlessTaken(constraint, () => this.versions.save(this.versions.create(version)));
  }
}
