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
    // jsonb columns: TypeORM's deep-partial typing cannot express arbitrary JSON, the value is stored as is.
    const row = { actor: entry.actor, action: entry.action, entity: entry.entity, entity_id: String(entry.entityId), before: entry.before ?? null, after: entry.after ?? null } as unknown as AuditLogEntity;
    if (manager) await manager.insert(AuditLogEntity, row);
    else await this.repo.insert(row);
  }
}
