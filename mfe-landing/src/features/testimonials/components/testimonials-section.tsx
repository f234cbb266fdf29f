import { TESTIMONIALS } from '../testimonials';
import { TestimonialCard } from './testimonial-card';

export function TestimonialsSection() {
  return (
    <section className="landing-section testimonials" aria-labelledby="testimonials-heading">
      <div className="container">
        <h2 id="testimonials-heading" className="section-title">Відгуки клієнтів</h2>
        <ul className="testimonial-grid">
          {TESTIMONIALS.map((t) => (
            <TestimonialCard key={t.name} t={t} />
          ))}
        </ul>
      </div>
    </section>
  );
}
