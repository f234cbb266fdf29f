import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { ApiSuccess, GenerateDocumentResponse, GetReferencesResponse, ParseReferencesResponse, ReferencesResponse, UpdateDocumentTextResponse } from '@law/contracts';
import { PositiveIntPipe } from '../../common/http/parse-id';
import { ok } from '../../common/http/responses';
import { DocumentsService } from './documents.service';
import { AddReferenceDto } from './dto/add-reference.dto';
import { RemoveReferenceDto } from './dto/remove-reference.dto';
import { actorOf } from '../admin-auth/admin-session.guard';
import { UpdateTextDto } from './dto/update-text.dto';


/** Legal sources and document generation of an order (spec section 7, "documents calls"); behind the admin session middleware. */
@Controller('admin/documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Post(':orderId/get-references')
  @HttpCode(200)
  async getReferences(@Param('orderId', new PositiveIntPipe('Невірний ID замовлення')) orderId: number, @Req() req: Request): Promise<ApiSuccess<GetReferencesResponse>> {
    return ok(await this.documents.getReferences(orderId, actorOf(req)));
  }

  @Post(':documentId/add-reference')
  @HttpCode(200)
  async addReference(@Param('documentId', new PositiveIntPipe('Невірний ID документа')) id: number, @Body() body: AddReferenceDto, @Req() req: Request): Promise<ApiSuccess<ReferencesResponse>> {
    return ok(await this.documents.addReference(id, { title: body.title, url: body.url }, actorOf(req)));
  }

  @Post(':documentId/remove-reference')
  @HttpCode(200)
  async removeReference(@Param('documentId', new PositiveIntPipe('Невірний ID документа')) id: number, @Body() body: RemoveReferenceDto, @Req() req: Request): Promise<ApiSuccess<ReferencesResponse>> {
    return ok(await this.documents.removeReference(id, body.reference_url, actorOf(req)));
  }

  @Post(':documentId/parse-references')
  @HttpCode(200)
  async parseReferences(@Param('documentId', new PositiveIntPipe('Невірний ID документа')) id: number, @Req() req: Request): Promise<ApiSuccess<ParseReferencesResponse>> {
    return ok(await this.documents.parseReferences(id, actorOf(req)));
  }

  @Post(':documentId/generate')
  @HttpCode(200)
  async generate(@Param('documentId', new PositiveIntPipe('Невірний ID документа')) id: number, @Req() req: Request): Promise<ApiSuccess<GenerateDocumentResponse>> {
    return ok(await this.documents.generate(id, actorOf(req)));
  }

  @Post(':documentId/update-text')
  @HttpCode(200)
  async updateText(@Param('documentId', new PositiveIntPipe('Невірний ID документа')) id: number, @Body() body: UpdateTextDto, @Req() req: Request): Promise<ApiSuccess<UpdateDocumentTextResponse>> {
    return ok(await this.documents.updateText(id, body.document_text, actorOf(req)));
  }
}
