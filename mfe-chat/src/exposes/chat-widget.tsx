export default function ChatWidget() {
  return <h1>Чат</h1>;
}
