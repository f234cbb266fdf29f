/**
 * Environment of a built backend under load: the scripted assistant answering at once, and the per-IP
 * registration and per-user message limits lifted — every visitor comes from a handful of loopback addresses,
 * so the limits would measure the throttles, not the chat.
 */
export function benchBackendEnv({ port, databaseUrl, dataDir, redisUrl }) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ADMIN_PASSWORD: 'bench-admin-password',
    TRUST_PROXY: 'loopback',
    DATA_DIR: dataDir,
    ASSISTANT_TYPING_DELAY_MS: '0',
    USER_REGISTRATION_RATE_LIMIT_PER_MINUTE: '1000000',
    CHAT_RATE_LIMIT_PER_MINUTE: '100000',
    // Every simulated visitor connects from this machine's few addresses.
    SOCKETS_PER_ADDRESS_MAX: '100000',
    LLM_BASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
}
