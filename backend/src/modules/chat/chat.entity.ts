import type { CaseCard, ChatDeliveryData, MailData } from '@law/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

@Entity('chats')
export class ChatEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column('uuid')
  user_id!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;

  @Column({ type: 'boolean', default: false })
  is_chat_finished!: boolean;

  @Column({ type: 'boolean', default: false })
  is_processed!: boolean;

  /** The document the client needs, named by the intake assistant or the admin. */
  @Column({ type: 'text', nullable: true })
  document!: string | null;

  @Column({ type: 'text', nullable: true })
  comment!: string | null;

  @Column({ type: 'jsonb', default: () => `'{"files":[],"text":""}'` })
  mail_data!: MailData;

  @Column({ type: 'jsonb', nullable: true })
  delivery_data!: ChatDeliveryData | null;

  /** The intake assistant's memory of this conversation (area, answered questions...). */
  @Column({ type: 'jsonb', default: () => `'{}'` })
  assistant_state!: Record<string, unknown>;

  /** What the intake learnt, structured (libs/contracts CaseCard); staff may edit it. Null until anything is known. */
  @Column({ type: 'jsonb', nullable: true })
  case_card!: CaseCard | null;

  /** The staff member who took the conversation over: the assistant is silent while set (issue 17). */
  @Column({ type: 'int', nullable: true })
  held_by_staff_id!: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  held_at!: Date | null;

  /** The holder's last action (takeover, message): idle past LIVE_CHAT_IDLE_RELEASE_MINUTES hands the chat back. */
  @Column({ type: 'timestamptz', nullable: true })
  hold_activity_at!: Date | null;
}
