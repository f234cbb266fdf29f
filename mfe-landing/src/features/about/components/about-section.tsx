const STATS = [
  { value: '10+', label: 'років досвіду' },
  { value: '300+', label: 'задоволених клієнтів щомісяця' },
  { value: '0 грн', label: 'перша консультація' },
  { value: '100%', label: 'конфіденційність' },
  { value: '7/7', label: 'працюємо щодня' },
] as const;

export function AboutSection() {
  return (
    <section className="landing-section about" aria-labelledby="about-heading">
      <div className="container">
        <h2 id="about-heading" className="section-title">Про нас</h2>
        <p className="section-lead">
          Ми — команда адвокатів і юристів, яка понад десять років допомагає людям і бізнесу в Україні: сімейні та спадкові справи,
          захист прав споживачів, трудові спори, договори й судові документи. Ви розповідаєте про проблему в чаті — ми пропонуємо
          рішення та готуємо документи з доставкою Новою Поштою.
        </p>
        <ul className="stats">
          {STATS.map((s) => (
            <li key={s.label} className="stat">
              <span className="stat-value">{s.value}</span>
              <span className="stat-label">{s.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
