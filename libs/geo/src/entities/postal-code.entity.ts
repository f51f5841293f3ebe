import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A German postal code and its centroid (the mean of its places' coordinates), from GeoNames
 * (CC BY 4.0). Radius conditions compare the distance between two such centroids.
 */
@Entity('postal_code')
export class PostalCode {
  @PrimaryColumn({ type: 'varchar', length: 5 })
  zip: string;

  @Column({ type: 'double precision' })
  latitude: number;

  @Column({ type: 'double precision' })
  longitude: number;

  /** The first place name GeoNames lists for the code. */
  @Column({ type: 'varchar', length: 200, default: '' })
  place: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  state: string;
}
