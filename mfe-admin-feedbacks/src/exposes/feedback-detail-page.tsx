export default function FeedbackDetailPage() {
  return <h1>Відгук</h1>;
}
