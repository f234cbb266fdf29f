import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote whose manifest or chunks cannot be fetched must not break the host.
 * The error is logged once here and rethrown so the region's error boundary shows its fallback.
 */
export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'offline-remote-plugin',
    errorLoadRemote(args) {
      console.warn(`Модуль ${args.id} недоступний (${args.lifecycle})`);
      throw args.error instanceof Error ? args.error : new Error(String(args.error));
    },
  };
}
