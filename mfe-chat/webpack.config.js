const { createAppConfig } = require('@law/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_chat',
  port: 3003,
  title: 'Чат (окремо)',
  // What the chat uses of the shared singletons (the public page pays for every one declared).
  // The chat panel takes the few stateless pieces it needs of libs/ui by their own names (bundled, no state to
  // share), not the '@law/ui' barrel: that would bring axios and every admin piece to '/' when the chat opens.
  shared: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'zustand', 'react-toastify', 'axios', '@law/ui/chat-bridge', '@law/ui/http'],
  exposes: {
    './ChatWidget': './src/exposes/chat-widget.tsx',
  },
});
