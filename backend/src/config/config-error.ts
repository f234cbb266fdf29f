/** A setting that cannot start the app; main.ts prints its message without a stack. */
export class ConfigError extends Error {}
