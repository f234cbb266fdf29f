const { createAppConfig } = require('@law/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_admin_feedbacks',
  port: 3006,
  title: 'Відгуки (окремо)',
  exposes: {
    './FeedbacksListPage': './src/exposes/feedbacks-list-page.tsx',
    './FeedbackDetailPage': './src/exposes/feedback-detail-page.tsx',
  },
});
