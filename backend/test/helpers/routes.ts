import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { IS_PUBLIC } from '../../src/common/auth/public.decorator';

export interface AppRoute {
  method: string;
  /** Express path as registered, e.g. /api/admin/chats/:id/messages */
  path: string;
  public: boolean;
  /** 'Controller.method' of the handler that serves it (null when no controller declares it). */
  handler: string | null;
}

interface ExpressLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

const joinPath = (...parts: string[]) => `/${parts.flatMap((p) => p.split('/')).filter(Boolean).join('/')}`;

/**
 * Every route of the running app, read from the Express router the requests actually go through, each marked
 * public or not from the Nest metadata of the handler that serves it. A route Express knows but no controller
 * declares counts as not public.
 */
export function listRoutes(app: NestExpressApplication, globalPrefix = 'api'): AppRoute[] {
  const declared = new Map<string, { public: boolean; handler: string }>();
  for (const mod of app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const ctl = wrapper.metatype as (new (...args: unknown[]) => unknown) | undefined;
      if (!ctl) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, ctl) ?? '');
      const classPublic = Reflect.getMetadata(IS_PUBLIC, ctl) === true;
      const proto = ctl.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const sub = Reflect.getMetadata(PATH_METADATA, handler);
        if (sub === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number].toLowerCase();
        const isPublic = classPublic || Reflect.getMetadata(IS_PUBLIC, handler) === true;
        for (const s of Array.isArray(sub) ? sub : [sub]) declared.set(`${method} ${joinPath(globalPrefix, base, String(s))}`, { public: isPublic, handler: `${ctl.name}.${name}` });
      }
    }
  }
  const stack = (app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } }).router.stack;
  const routes: AppRoute[] = [];
  for (const layer of stack) {
    if (!layer.route) continue;
    for (const method of Object.keys(layer.route.methods)) {
      const d = declared.get(`${method} ${layer.route.path}`);
      routes.push({ method, path: layer.route.path, public: d?.public === true, handler: d?.handler ?? null });
    }
  }
  return routes;
}
