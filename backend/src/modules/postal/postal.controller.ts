import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import type { NpResponse } from '@law/contracts';
import { NpRequestDto } from './dto/np-request.dto';
import { parseNpCall } from './np-call';
import { NP_CLIENT, type NpClient } from './np-client';

/**
 * POST /api/admin/postal/novaposhta — admin-only proxy (session middleware) to Nova Poshta. Takes the carrier's
 * request shape without apiKey, lets through only city/branch look-ups and tracking status, and answers with the
 * carrier's {success, data, errors, warnings} (not wrapped in our envelope, so the form reads it as the carrier's).
 * A refused call is our 400 {success:false, error}.
 */
@Controller('admin/postal')
export class PostalController {
  constructor(@Inject(NP_CLIENT) private readonly np: NpClient) {}

  @Post('novaposhta')
  @HttpCode(200)
  async novaposhta(@Body() body: NpRequestDto): Promise<NpResponse<unknown>> {
    return this.np.call(parseNpCall(body.modelName, body.calledMethod, body.methodProperties));
  }
}
