import { Body, Controller, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { ApiSuccess, RegisterUserResponse } from '@law/contracts';
import { clientIp } from '../../common/http/client-ip';
import { ok } from '../../common/http/responses';
import { RegisterUserDto } from './dto/register-user.dto';
import { UsersService } from './users.service';
import { Public } from '../../common/auth/public.decorator';

@Public()
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Post()
  async register(@Body() body: RegisterUserDto, @Req() req: Request): Promise<ApiSuccess<RegisterUserResponse>> {
    return ok({ id: await this.users.register(body.name, body.phone, clientIp(req), body.consent_version) });
  }
}
