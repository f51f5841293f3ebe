import { Injectable } from '@nestjs/common';
import { Transactional, TransactionalRepository } from '@app/infrastructure';
import { PostalCode } from './entities/postal-code.entity';

/** 5 parameters a row: 1,000 rows stay far below PostgreSQL's 65,535 parameters per statement. */
const BATCH_SIZE = 1000;

@Injectable()
export class PostalCodeRepository extends TransactionalRepository {
  private get postalCodes() {
    return this.manager.getRepository(PostalCode);
  }

  count(): Promise<number> {
    return this.postalCodes.count();
  }

  /** Changes whenever codes are added or a centroid moves; one aggregate over ~11,000 rows. */
  async fingerprint(): Promise<string> {
    const [row] = await this.manager.query(`SELECT count(*) AS codes, coalesce(sum(latitude * 1000 + longitude), 0) AS position_sum FROM postal_code`);
    return `${row.codes}:${Number(row.position_sum).toFixed(6)}`;
  }

  findAll(): Promise<PostalCode[]> {
    return this.postalCodes.find({ order: { zip: 'ASC' } });
  }

  /**
   * Inserts new codes and overwrites known ones, all or nothing. Codes missing from the file stay:
   * a radius condition may still name them.
   */
  @Transactional()
  async upsert(rows: PostalCode[]): Promise<void> {
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      await this.manager
        .createQueryBuilder()
        .insert()
        .into(PostalCode)
        .values(rows.slice(start, start + BATCH_SIZE))
        .orUpdate(['latitude', 'longitude', 'place', 'state'], ['zip'])
        .execute();
    }
  }
}
