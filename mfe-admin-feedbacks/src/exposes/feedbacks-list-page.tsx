export default function FeedbacksListPage() {
  return <h1>Відгуки</h1>;
}
