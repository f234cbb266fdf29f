export * from './api';
export * from './routes';
export * from './admin-auth';
export * from './health';
export * from './pagination';
export * from './chat-status';
export * from './order-status';
