import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { clientIp } from '../../common/http/client-ip';
import { ok } from '../../common/http/responses';
import { Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { AdminAuthService, SESSION_COOKIE } from './admin-auth.service';
import { LoginDto } from './dto/login.dto';
import { Public } from '../../common/auth/public.decorator';
import type { AdminSessionInfo } from '@law/contracts';
import { staffOf } from './admin-session.guard';

@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly auth: AdminAuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(@Body() body: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const { token, expiresAt } = await this.auth.login(body.password, clientIp(req));
    const secure = this.config.admin.cookieSecure === 'auto' ? req.secure : this.config.admin.cookieSecure;
    res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: '/', expires: expiresAt });
    return ok({ authenticated: true });
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.auth.logout(req.cookies?.[SESSION_COOKIE]);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    return ok({ authenticated: false });
  }

  /** Answers 200 with a live session; the admin-session guard answers 401 before reaching here otherwise. */
  @Get('session')
  session(@Req() req: Request) {
    const info: AdminSessionInfo = { authenticated: true, staff: staffOf(req) };
    return ok(info);
  }
}
