import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PostalCode } from './entities/postal-code.entity';

/** 5 parameters a row: 1,000 rows stay far below PostgreSQL's 65,535 parameters per statement. */
const BATCH_SIZE = 1000;

@Injectable()
export class PostalCodeRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get postalCodes() {
    return this.dataSource.getRepository(PostalCode);
  }

  count(): Promise<number> {
    return this.postalCodes.count();
  }

  findAll(): Promise<PostalCode[]> {
    return this.postalCodes.find({ order: { zip: 'ASC' } });
  }

  /**
   * Inserts new codes and overwrites known ones, all or nothing. Codes missing from the file stay:
   * a radius condition may still name them.
   */
  async upsert(rows: PostalCode[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (let start = 0; start < rows.length; start += BATCH_SIZE) {
        await manager
          .createQueryBuilder()
          .insert()
          .into(PostalCode)
          .values(rows.slice(start, start + BATCH_SIZE))
          .orUpdate(['latitude', 'longitude', 'place', 'state'], ['zip'])
          .execute();
      }
    });
  }
}
