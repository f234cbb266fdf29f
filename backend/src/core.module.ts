import { Global, Module, type DynamicModule, type Provider } from '@nestjs/common';

/** Process-wide values (logger, admin password hash) available to every module. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(providers: Provider[]): DynamicModule {
    return { module: CoreModule, providers, exports: providers.map((p) => (p as { provide: symbol }).provide) };
  }
}
