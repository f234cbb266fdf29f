const { createAppConfig } = require('@law/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3001,
  publicPath: '/',
  title: 'Юридична online фірма',
  runtimePlugins: [require.resolve('./src/remotes/offline-remote-plugin.ts')],
});
