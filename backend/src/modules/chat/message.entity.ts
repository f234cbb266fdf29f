import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** 'agent': the assistant (staff_id null) or a lawyer (staff_id set); 'system': a line about the conversation. */
export type MessageAuthor = 'user' | 'agent' | 'system';

@Entity('messages')
@Index(['chat_id', 'id'])
@Index(['chat_id', 'client_message_id'], { unique: true, where: 'client_message_id IS NOT NULL' })
export class MessageEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column('int')
  chat_id!: number;

  @Column({ type: 'varchar', length: 16 })
  author!: MessageAuthor;

  @Column('text')
  message!: string;

  /** The client's own id for a visitor message, so a resend after a reconnect is stored once. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  client_message_id!: string | null;

  /** The lawyer who wrote an 'agent' message; null for the assistant (issue 17). */
  @Column({ type: 'int', nullable: true })
  staff_id!: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
