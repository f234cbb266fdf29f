import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminSessionEntity } from './admin-session.entity';
import { LoginAttemptEntity } from './login-attempt.entity';
import { AdminAuthService } from './admin-auth.service';
import { AdminAuthController } from './admin-auth.controller';
import { AdminSessionGuard } from './admin-session.guard';

@Module({
  imports: [TypeOrmModule.forFeature([AdminSessionEntity, LoginAttemptEntity])],
  // Deny by default: every route of every module needs an admin session unless marked @Public().
  providers: [AdminAuthService, { provide: APP_GUARD, useClass: AdminSessionGuard }],
  controllers: [AdminAuthController],
  exports: [AdminAuthService],
})
export class AdminAuthModule {}
