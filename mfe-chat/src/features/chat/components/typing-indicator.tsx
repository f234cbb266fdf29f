/** '{agent} пише...' with animated dots. */
export function TypingIndicator({ agentName }: { agentName: string }) {
  return (
    <li className="chat-message is-assistant chat-typing" aria-live="polite">
      <div className="chat-bubble">
        <span className="chat-typing-dots" aria-hidden="true">
          <i />
          <i />
          <i />
        </span>
        <span>{agentName} пише...</span>
      </div>
    </li>
  );
}
