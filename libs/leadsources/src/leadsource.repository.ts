import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import { Leadsource, WEBSITE_SLUG } from './entities/leadsource.entity';

@Injectable()
export class LeadsourceRepository extends TransactionalRepository {
  private get sources() {
    return this.manager.getRepository(Leadsource);
  }

  /** Lead sources the back office lists (deleted ones keep their leads but are hidden). */
  findAll(): Promise<Leadsource[]> {
    return this.sources.find({ where: { deleted: false }, order: { id: 'ASC' } });
  }

  findById(id: number): Promise<Leadsource | null> {
    return this.sources.findOneBy({ id, deleted: false });
  }

  findBySlug(slug: string): Promise<Leadsource | null> {
    return this.sources.findOneBy({ slug: slug.trim().toLowerCase() });
  }

  findByApiKey(apiKey: string): Promise<Leadsource | null> {
    return this.sources.findOneBy({ apiKey, deleted: false });
  }

  save(source: Partial<Leadsource>): Promise<Leadsource> {
    return this.sources.save(this.sources.create(source));
  }

  /** null when another source holds the slug (two saves with the same new slug at once). */
  saveUnlessSlugTaken(source: Partial<Leadsource>): Promise<Leadsource | null> {
    return this.unlessTaken('uq_leadsource_slug', () => this.save(source));
  }

  async website(): Promise<Leadsource> {
    return this.sources.findOneByOrFail({ slug: WEBSITE_SLUG });
  }
}
