const { createAppConfig } = require('@law/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_landing',
  port: 3002,
  title: 'Лендінг (окремо)',
  exposes: {
    './LandingPage': './src/exposes/landing-page.tsx',
  },
});
