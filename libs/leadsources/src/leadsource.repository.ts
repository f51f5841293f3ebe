import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Leadsource, WEBSITE_SLUG } from './entities/leadsource.entity';

@Injectable()
export class LeadsourceRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get sources() {
    return this.dataSource.getRepository(Leadsource);
  }

  findBySlug(slug: string): Promise<Leadsource | null> {
    return this.sources.findOneBy({ slug: slug.trim().toLowerCase() });
  }

  findByApiKey(apiKey: string): Promise<Leadsource | null> {
    return this.sources.findOneBy({ apiKey });
  }

  save(source: Partial<Leadsource>): Promise<Leadsource> {
    return this.sources.save(this.sources.create(source));
  }

  async website(): Promise<Leadsource> {
    return this.sources.findOneByOrFail({ slug: WEBSITE_SLUG });
  }
}
