import { useState } from 'react';
import { PARTNERS } from '../partners';
import { useCarouselIndex } from '../hooks/use-carousel-index';
import { usePerView } from '../hooks/use-per-view';

/** 12 partner logos, one step every 4 s, back to the start at the end; pauses on hover, focus or the pause button. */
export default function PartnersCarousel() {
  const perView = usePerView();
  const [hovered, setHovered] = useState(false);
  const [stopped, setStopped] = useState(false);
  const index = useCarouselIndex(perView, hovered || stopped);

  return (
    <section className="landing-section partners" aria-labelledby="partners-heading">
      <div className="container">
        <div className="partners-head">
          <h2 id="partners-heading" className="section-title">Наші партнери</h2>
          <button type="button" className="btn btn-small btn-ghost" aria-pressed={stopped} onClick={() => setStopped((s) => !s)}>
            {stopped ? 'Продовжити прокрутку' : 'Зупинити прокрутку'}
          </button>
        </div>
        <div
          className="partners-viewport"
          role="region"
          aria-roledescription="карусель"
          aria-label="Логотипи партнерів"
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
        >
          <ul
            className="partners-track"
            data-index={index}
            data-per-view={perView}
            style={{ transform: `translateX(-${(index * 100) / perView}%)` }}
          >
            {PARTNERS.map((p, i) => {
              const visible = i >= index && i < index + perView;
              return (
                <li key={p.name} className="partner" style={{ flexBasis: `${100 / perView}%` }} aria-hidden={!visible} data-visible={visible}>
                  <img src={p.logo} alt={p.name} width={160} height={80} loading="lazy" decoding="async" />
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
