import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A registered visitor. The UUIDv4 id is the only key to their chat and mailbox, so it is never sequential. */
@Entity('users')
export class UserEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 40 })
  name!: string;

  @Column({ type: 'varchar', length: 13 })
  phone!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  user_ip!: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  city!: string | null;

  @Column({ type: 'boolean', default: false })
  is_abuser!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  /** When the visitor agreed to the privacy policy under the contact form, and which version (null: not recorded). */
  @Column({ type: 'timestamptz', nullable: true })
  consent_at!: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  consent_version!: string | null;

  /** Set when the client's personal data was erased on request or by the retention job. */
  @Column({ type: 'timestamptz', nullable: true })
  erased_at!: Date | null;
}
