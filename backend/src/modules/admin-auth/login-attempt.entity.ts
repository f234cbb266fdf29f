import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Login attempts in PostgreSQL, so the throttle holds whichever instance a request reaches. */
@Entity('login_attempts')
@Index(['ip', 'attempted_at'])
export class LoginAttemptEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  ip!: string;

  @Column('boolean')
  success!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  attempted_at!: Date;
}
