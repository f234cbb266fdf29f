const { createAppConfig } = require('@law/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_chat',
  port: 3003,
  title: 'Чат (окремо)',
  exposes: {
    './ChatWidget': './src/exposes/chat-widget.tsx',
  },
});
