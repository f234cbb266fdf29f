import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export interface DocumentReference {
  title: string;
  url: string;
}

@Entity('documents')
export class DocumentEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int', unique: true })
  order_id!: number;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  references!: DocumentReference[];

  /** Text grouped by source: a line wrapped in asterisks is the source URL, the lines after it its content. */
  @Column({ type: 'text', default: '' })
  parsed_resources!: string;

  @Column({ type: 'text', default: '' })
  document_text!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;
}
