import { deferredSection } from "./deferred-rendering";
import { SectionHeading } from "./section-heading";
import { TestimonialCarousel } from "./testimonial-carousel";
import { testimonials } from "./testimonials-data";

export function Testimonials() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className={`scroll-mt-4 bg-muted ${deferredSection}`}
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Customers"
          title="Teams that found their next customers"
        />
        <TestimonialCarousel testimonials={testimonials} />
      </div>
    </section>
  );
}
