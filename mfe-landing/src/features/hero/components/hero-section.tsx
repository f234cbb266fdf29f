import { ChatStartButton } from './chat-start-button';
import { ConsultationButton } from './consultation-button';
import { HeroSteps } from './hero-steps';
import { SpecialistsCounter } from './specialists-counter';

export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="container hero-grid">
        <div className="hero-inner">
          <p className="hero-eyebrow">Адвокати та юристи · вся Україна</p>
          <h1 id="hero-heading" className="hero-title">
            Юридична допомога онлайн — <span className="accent">перша консультація безкоштовно</span>
          </h1>
          <p className="hero-lead">
            Опишіть ситуацію в чаті — юрист розбереться, підкаже, які документи потрібні, і передзвонить вам. Конфіденційно, без черг і
            поїздок до офісу.
          </p>
          <div className="hero-actions">
            <ConsultationButton />
            <ChatStartButton />
          </div>
          <SpecialistsCounter />
        </div>
        <HeroSteps />
      </div>
    </section>
  );
}
