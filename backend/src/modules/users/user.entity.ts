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
}
