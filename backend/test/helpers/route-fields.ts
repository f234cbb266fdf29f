import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getMetadataStorage } from 'class-validator';

/** RouteParamtypes.BODY and QUERY in Nest's metadata. */
const BODY = 3;
const QUERY = 4;

/**
 * The body and query fields each controller method validates (from its DTO classes), keyed by the handler's name
 * and controller: lets a test put a bad value in each field a route reads.
 */
export function routeFields(app: NestExpressApplication): Map<string, { body: string[]; query: string[] }> {
  const out = new Map<string, { body: string[]; query: string[] }>();
  const storage = getMetadataStorage();
  const fieldsOf = (cls: unknown) =>
    typeof cls === 'function' ? [...new Set(storage.getTargetValidationMetadatas(cls, '', true, false).map((m) => m.propertyName))] : [];
  for (const mod of app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const ctl = wrapper.metatype as (new (...args: unknown[]) => unknown) | undefined;
      if (!ctl) continue;
      for (const name of Object.getOwnPropertyNames(ctl.prototype)) {
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, ctl, name) ?? {}) as Record<string, { index: number; data?: string }>;
        const types = (Reflect.getMetadata('design:paramtypes', ctl.prototype, name) ?? []) as unknown[];
        const body: string[] = [];
        const query: string[] = [];
        for (const [key, arg] of Object.entries(args)) {
          const kind = Number(key.split(':')[0]);
          const target = kind === BODY ? body : kind === QUERY ? query : null;
          if (!target) continue;
          if (arg.data) target.push(arg.data);
          else target.push(...fieldsOf(types[arg.index]));
        }
        out.set(`${ctl.name}.${name}`, { body, query });
      }
    }
  }
  return out;
}
