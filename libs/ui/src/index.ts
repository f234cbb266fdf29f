// The chat bridge and the axios instance are shared singletons of their own (libs/build): re-exported by package
// name so the admin pieces and the public page use the same instance of each.
export * from '@law/ui/http';
export * from './formatters';
export * from '@law/ui/chat-bridge';
export * from './rich-text';
export * from './copy-button';
export * from './pagination';
export * from './modal';
export * from './confirm-dialog';
export * from './delivery-form';
export * from './audit-history';
export * from './search-box';
export * from './use-autosave-field';
export * from './client-file-trash';
export * from './client-mail';
export * from './client-mail-card';
export * from './editable-text-card';
export * from './use-abortable-fetch';
export * from './admin-chat-api';
export * from './admin-table';
