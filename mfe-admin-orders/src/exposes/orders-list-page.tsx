export default function OrdersListPage() {
  return <h1>Замовлення</h1>;
}
