const STEPS = [
  { title: 'Опишіть ситуацію в чаті', text: 'Кілька речень про те, що сталося. Ім’я й телефон попросимо лише для дзвінка юриста.' },
  { title: 'Юрист аналізує справу', text: 'Визначаємо галузь права і документ, який вам потрібен.' },
  { title: 'Отримайте рішення', text: 'Передзвонимо, підготуємо документи й надішлемо Новою Поштою.' },
] as const;

/** How the consultation works, beside the hero text on wide screens. */
export function HeroSteps() {
  return (
    <div className="hero-steps">
      <p className="hero-steps-title">Як це працює</p>
      <ol>
        {STEPS.map((s, i) => (
          <li key={s.title}>
            <span className="hero-step-number" aria-hidden="true">{i + 1}</span>
            <span>
              <strong>{s.title}</strong>
              <span className="hero-step-text">{s.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
