import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogEntity } from './audit-log.entity';
import { AuditService } from './audit.service';

@Global()
@Module({ imports: [TypeOrmModule.forFeature([AuditLogEntity])], providers: [AuditService], exports: [AuditService] })
export class AuditModule {}
