import type { OrderDeliveryData } from '@law/contracts';
import { Column, CreateDateColumn, DeleteDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('orders')
@Index('orders_chat_id_live', ['chat_id'], { unique: true, where: 'deleted_at IS NULL' })
export class OrderEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  chat_id!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  /** Calendar date of payment (no time zone games). */
  @Column({ type: 'date', nullable: true })
  payment_date!: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  invoice_tracking_number!: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  documents_tracking_number!: string | null;

  @Column({ type: 'numeric', precision: 12, scale: 2, default: 0, transformer: { to: (v: number) => v, from: (v: string | null) => (v == null ? 0 : Number(v)) } })
  document_price!: number;

  @Column({ type: 'jsonb', nullable: true })
  delivery_data!: OrderDeliveryData | null;

  /** Soft delete: a deleted order leaves the product but stays recoverable in the database. */
  @DeleteDateColumn({ type: 'timestamptz', nullable: true })
  deleted_at!: Date | null;
}
