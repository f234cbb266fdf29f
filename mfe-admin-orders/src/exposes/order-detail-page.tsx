export default function OrderDetailPage() {
  return <h1>Замовлення</h1>;
}
