export * from './http';
export * from './formatters';
export * from './chat-bridge';
