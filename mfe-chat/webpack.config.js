const { createAppConfig } = require('@law/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_chat',
  port: 3003,
  title: 'Чат (окремо)',
  // What the chat uses of the shared singletons (the public page pays for every one declared).
  shared: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'zustand', 'react-toastify', 'axios', '@law/ui', '@law/ui/chat-bridge', '@law/ui/http'],
  exposes: {
    './ChatWidget': './src/exposes/chat-widget.tsx',
  },
});
