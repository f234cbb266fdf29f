export default function ChatsListPage() {
  return <h1>Чати</h1>;
}
