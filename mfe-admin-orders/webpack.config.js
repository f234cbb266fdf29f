const { createAppConfig } = require('@law/build');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_admin_orders',
  port: 3005,
  title: 'Замовлення (окремо)',
  exposes: {
    './OrdersListPage': './src/exposes/orders-list-page.tsx',
    './OrderDetailPage': './src/exposes/order-detail-page.tsx',
  },
});
