import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('podcasts')
export class PodcastEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column('text')
  description!: string;

  @Column('text')
  image_url!: string;

  @Column('text')
  audio_url!: string;

  @Column({ type: 'text', nullable: true })
  apple_podcast_url!: string | null;

  @Column({ type: 'int', default: 0 })
  position!: number;

  @Column({ type: 'boolean', default: true })
  published!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
