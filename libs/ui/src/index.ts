export * from './http';
export * from './formatters';
export * from './chat-bridge';
export * from './rich-text';
export * from './copy-button';
export * from './pagination';
export * from './modal';
export * from './confirm-dialog';
