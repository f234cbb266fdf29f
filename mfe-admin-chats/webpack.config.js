const { createAppConfig } = require('@law/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_admin_chats',
  port: 3004,
  title: 'Чати (окремо)',
  exposes: {
    './ChatsListPage': './src/exposes/chats-list-page.tsx',
    './ChatDetailPage': './src/exposes/chat-detail-page.tsx',
    './HistoryPage': './src/exposes/history-page.tsx',
    './InboxBadge': './src/exposes/inbox-badge.tsx',
  },
});
