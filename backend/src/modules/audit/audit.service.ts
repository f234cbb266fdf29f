import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { AuditLogEntity } from './audit-log.entity';

export interface AuditEntry {
  /** The admin session id (req.adminSession.id). */
  actor: string;
  /** e.g. 'chat.update_comment', 'order.delete' */
  action: string;
  entity: 'chat' | 'order' | 'document' | 'user' | 'sms' | 'feedback' | (string & {});
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Every admin change is written here. Pass the transaction's manager so the log and the change commit together. */
@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditLogEntity) private readonly repo: Repository<AuditLogEntity>) {}

  async record(entry: AuditEntry, manager?: EntityManager): Promise<void> {
    const runner = manager ?? this.repo.manager;
    await runner.query('INSERT INTO audit_log (actor, action, entity, entity_id, before, after) VALUES ($1, $2, $3, $4, $5, $6)', [
      entry.actor,
      entry.action,
      entry.entity,
      String(entry.entityId),
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ]);
  }
}
