import type { Testimonial } from '../testimonials';

export function TestimonialCard({ t }: { t: Testimonial }) {
  const initials = t.name
    .split(' ')
    .map((part) => part[0])
    .join('');
  return (
    <li className="testimonial card">
      <blockquote className="testimonial-text">{t.text}</blockquote>
      <div className="testimonial-author">
        <span className="avatar" aria-hidden="true">{initials}</span>
        <span>
          <span className="testimonial-name">{t.name}</span>
          <span className="testimonial-meta">
            {t.city} · {t.specialist}
          </span>
        </span>
      </div>
    </li>
  );
}
