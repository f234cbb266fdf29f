import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { ADMIN_NAMESPACE, ADMIN_SOCKET_EVENTS, CHAT_NAMESPACE, CHAT_SOCKET_EVENTS, FIRM, type SocketEventDoc } from '@law/contracts';
import { IS_PUBLIC } from '../../common/auth/public.decorator';

type Schema = Record<string, unknown>;
type Operation = {
  operationId?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
  description?: string;
  summary?: string;
};

export const ADMIN_SESSION_SCHEME = 'adminSession';
export const METRICS_TOKEN_SCHEME = 'metricsToken';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

function socketEventsMarkdown(): string {
  const rows = (events: Record<string, SocketEventDoc>) =>
    Object.entries(events)
      .map(([name, e]) => `| \`${name}\` | \`${e.payload.replace(/\|/g, '\\|')}\` | ${e.ack ? `\`${e.ack.replace(/\|/g, '\\|')}\`` : '—'} | ${e.description} |`)
      .join('\n');
  const head = '| event | payload | ack | meaning |\n|---|---|---|---|';
  return [
    `## Socket.IO namespace \`${CHAT_NAMESPACE}\``,
    'The visitor chat is a Socket.IO connection (path `/socket.io`, transports websocket then polling) to the namespace',
    `\`${CHAT_NAMESPACE}\`. Register the visitor first (\`POST /api/users\`), then emit \`user_connect\`.`,
    '',
    '### Client → server',
    head,
    rows(CHAT_SOCKET_EVENTS.clientToServer),
    '',
    '### Server → client',
    head,
    rows(CHAT_SOCKET_EVENTS.serverToClient),
    '',
    `## Socket.IO namespace \`${ADMIN_NAMESPACE}\``,
    'The staff\'s live inbox: accepted only with a live admin session cookie (the connection is refused otherwise).',
    '',
    '### Client → server',
    head,
    rows(ADMIN_SOCKET_EVENTS.clientToServer),
    '',
    '### Server → client',
    head,
    rows(ADMIN_SOCKET_EVENTS.serverToClient),
  ].join('\n');
}

const DESCRIPTION = [
  'The HTTP API of the law firm site: the visitor-facing routes (public) and the back office (admin session).',
  '',
  'Every JSON answer is an envelope: `{ "success": true, "data": … }` or `{ "success": false, "error": "<Ukrainian message>" }`.',
  'Admin routes need the session cookie set by `POST /api/admin/login`; routes marked with no security are public.',
  'Every response carries `x-request-id` (kept from the request when well-formed), which the server log lines carry too.',
  '',
].join('\n');

interface HandlerFacts {
  public: boolean;
  /** The class of a whole-object `@Query() q: SomeQuery` parameter. */
  queryDto?: string;
}

/**
 * Per `Controller_method`: whether it is `@Public()` (the same metadata the global admin guard reads) and which
 * query DTO it validates its query string with.
 */
function handlerFacts(app: INestApplication): Map<string, HandlerFacts> {
  const out = new Map<string, HandlerFacts>();
  for (const mod of app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const ctl = wrapper.metatype as (new (...args: unknown[]) => unknown) | undefined;
      if (!ctl) continue;
      const classPublic = Reflect.getMetadata(IS_PUBLIC, ctl) === true;
      const proto = ctl.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        if (RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number] === undefined) continue;
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, ctl, name) ?? {}) as Record<string, { index: number; data?: unknown }>;
        const types = (Reflect.getMetadata('design:paramtypes', proto, name) ?? []) as unknown[];
        const whole = Object.entries(args).find(([key, a]) => key.startsWith(`${RouteParamtypes.QUERY}:`) && a.data === undefined);
        const queryType = whole ? (types[whole[1].index] as { name?: string } | undefined) : undefined;
        out.set(`${ctl.name}_${name}`, {
          public: classPublic || Reflect.getMetadata(IS_PUBLIC, handler) === true,
          queryDto: queryType && queryType !== Object ? queryType.name : undefined,
        });
      }
    }
  }
  return out;
}

const envelope = (data: Schema): Schema => ({
  type: 'object',
  required: ['success', 'data'],
  properties: { success: { const: true }, data },
});

/** A query DTO (`@Query() q: SomeQuery`) becomes one parameter per property of its validation schema. */
function addQueryParameters(op: Operation, dto: Schema | undefined): void {
  if (!dto) return;
  const props = (dto.properties ?? {}) as Record<string, Schema>;
  const required = new Set((dto.required as string[] | undefined) ?? []);
  const have = new Set((op.parameters ?? []).map((p) => `${p.in}:${p.name}`));
  const added = Object.entries(props)
    .filter(([name]) => !have.has(`query:${name}`))
    .map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
  op.parameters = [...(op.parameters ?? []), ...added];
}

/**
 * A property typed `string | null` has the design type Object, which the schema generator turns into a reference to
 * a schema "Object" that does not exist; its validation rules beside it say what it is, so the reference goes.
 */
function dropDanglingRefs(node: unknown, known: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((n) => dropDanglingRefs(n, known));
  if (!node || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  if (typeof o.$ref === 'string' && o.$ref.startsWith('#/components/schemas/') && !known.has(o.$ref.slice(21))) delete o.$ref;
  Object.values(o).forEach((v) => dropDanglingRefs(v, known));
}

const text = (type: string, description: string) => ({ description, content: { [type]: { schema: { type: 'string' } } } });

/** Routes that answer something other than the JSON envelope. */
const RAW_RESPONSES: Record<string, Record<string, unknown>> = {
  MetricsController_scrape: { '200': text('text/plain', 'Prometheus text format'), '403': { description: 'Not loopback and no valid METRICS_TOKEN' } },
  ApiDocsController_page: { '200': text('text/html', 'The browsable API page') },
  ApiDocsController_document: { '200': { description: 'This document', content: { 'application/json': { schema: { type: 'object' } } } } },
  ApiDocsController_asset: { '200': text('text/plain', 'A file of the page (CSS or JavaScript)'), '404': { description: 'No such file' } },
  FilesController_serve: { '200': { description: 'The stored file', content: { 'application/octet-stream': { schema: { type: 'string', contentEncoding: 'binary' } } } }, '404': { description: 'No such file' } },
};
for (const key of Object.keys(RAW_RESPONSES).filter((k) => k.startsWith('ApiDocsController_'))) RAW_RESPONSES[`Public${key}`] = RAW_RESPONSES[key];

/**
 * The OpenAPI 3.1 document of the running app: paths and parameters from the controllers' route metadata
 * (@nestjs/swagger), body and query schemas from the DTOs' class-validator rules (the same rules that validate
 * requests), the response envelope, the admin cookie as the security scheme with `@Public()` routes open, and the
 * /chat Socket.IO events from libs/contracts in the description.
 */
export function buildOpenApiDocument(app: INestApplication, opts: { sessionCookie: string; version: string }): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle(`${FIRM.shortName} — API`)
    .setVersion(opts.version)
    .setDescription(`${DESCRIPTION}\n${socketEventsMarkdown()}`)
    .addCookieAuth(opts.sessionCookie, { type: 'apiKey', in: 'cookie', name: opts.sessionCookie, description: 'Admin session (POST /api/admin/login)' }, ADMIN_SESSION_SCHEME)
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN (GET /api/metrics only)' }, METRICS_TOKEN_SCHEME)
    .addSecurityRequirements(ADMIN_SESSION_SCHEME)
    .build();
  const doc = SwaggerModule.createDocument(app, config, { operationIdFactory: (controller, method) => `${controller}_${method}` });

  const validation = validationMetadatasToSchemas({ refPointerPrefix: '#/components/schemas/' }) as Record<string, Schema>;
  const schemas = { ...(doc.components?.schemas as Record<string, Schema> | undefined), ...validation };
  schemas.Error = {
    type: 'object',
    required: ['success', 'error'],
    properties: { success: { const: false }, error: { type: 'string', description: 'What went wrong, in Ukrainian, to show to people' } },
  };
  doc.components = { ...doc.components, schemas: schemas as never };

  const facts = handlerFacts(app);
  for (const item of Object.values(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = (item as Record<string, Operation | undefined>)[method];
      if (!op) continue;
      const fact = op.operationId ? facts.get(op.operationId) : undefined;
      addQueryParameters(op, fact?.queryDto ? schemas[fact.queryDto] : undefined);
      if (fact?.public) op.security = [];
      if (op.operationId === 'MetricsController_scrape') op.security = [{}, { [METRICS_TOKEN_SCHEME]: [] }];
      const raw = op.operationId ? RAW_RESPONSES[op.operationId] : undefined;
      if (raw) {
        op.responses = { ...raw, ...(fact?.public ? {} : { '401': { description: 'No admin session' } }) };
        continue;
      }
      const error = { description: 'Refused or failed', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
      const ok = Object.entries(op.responses ?? {}).find(([status]) => /^2/.test(status));
      op.responses = {
        [ok?.[0] ?? '200']: { description: 'Done', content: { 'application/json': { schema: envelope({}) } } },
        '400': error,
        ...(op.security?.length === 0 ? {} : { '401': error }),
        '500': error,
      };
    }
  }
  dropDanglingRefs(doc, new Set(Object.keys(schemas)));
  return doc;
}
