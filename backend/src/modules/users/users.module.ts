import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { UsersController } from './users.controller';
import { USERS_CONFIG, readUsersConfig } from './users.config';
import { UsersService } from './users.service';

@Module({
  providers: [UsersService, { provide: USERS_CONFIG, inject: [APP_CONFIG], useFactory: (c: AppConfig) => readUsersConfig(c) }],
  controllers: [UsersController],
  exports: [UsersService],
})
export class UsersModule {}
