import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type SmsType = 'contacts' | 'invoice_number';
/** 'pending' reserves the send (the unique indexes stop a second one); then 'sent' (provider), 'logged' (outbox) or 'failed'. */
export type SmsStatus = 'pending' | 'logged' | 'sent' | 'failed';

@Entity('sms_messages')
export class SmsMessageEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column('uuid')
  user_id!: string;

  @Index()
  @Column({ type: 'int', nullable: true })
  chat_id!: number | null;

  @Index()
  @Column({ type: 'int', nullable: true })
  order_id!: number | null;

  @Column({ type: 'varchar', length: 32 })
  type!: SmsType;

  @Column({ type: 'varchar', length: 13 })
  phone!: string;

  @Column('text')
  text!: string;

  @Column({ type: 'varchar', length: 32 })
  provider!: string;

  @Column({ type: 'varchar', length: 128, nullable: true })
  provider_message_id!: string | null;

  @Column({ type: 'varchar', length: 16 })
  status!: SmsStatus;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
