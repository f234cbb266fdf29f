export default function ChatDetailPage() {
  return <h1>Чат</h1>;
}
