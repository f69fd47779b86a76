"use client";

import { useEffect, useState, type FocusEvent } from "react";
import { CarouselIcon } from "./carousel-icon";
import type { Testimonial } from "./testimonials-data";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

const slidesId = "testimonial-slides";
const controlClass =
  "focus-ring inline-flex size-10 items-center justify-center rounded-full border border-input bg-background text-foreground hover:bg-muted";

type Rotation = "auto" | "on" | "off";

/**
 * WAI-ARIA APG carousel: rotates on its own unless the visitor prefers reduced motion, pauses while
 * hovered or focused, can be stopped for good, and announces slides politely only when not rotating.
 */
export function TestimonialCarousel({
  testimonials,
  intervalMs = 7000,
}: {
  testimonials: readonly Testimonial[];
  intervalMs?: number;
}) {
  const count = testimonials.length;
  const [current, setCurrent] = useState(0);
  const [rotation, setRotation] = useState<Rotation>("auto");
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const rotationOn = rotation === "on" || (rotation === "auto" && !reducedMotion);
  const rotating = rotationOn && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, current, count, intervalMs]);

  const show = (index: number) => setCurrent((index + count) % count);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Customer testimonials"
      className="mt-10 rounded-2xl border border-border bg-background p-6 shadow-sm sm:p-10"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div id={slidesId} aria-live={rotating ? "off" : "polite"} className="grid">
        {testimonials.map((testimonial, index) => (
          <div
            key={testimonial.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            className={`col-start-1 row-start-1 ${index === current ? "animate-fade-in" : "invisible"}`}
          >
            <figure>
              <blockquote className="text-xl leading-relaxed text-foreground sm:text-2xl">
                <p>&ldquo;{testimonial.quote}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800"
                >
                  {testimonial.initials}
                </span>
                <span>
                  <span className="block font-semibold text-foreground">{testimonial.name}</span>
                  <span className="block text-sm text-muted-foreground">
                    {testimonial.role}, {testimonial.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={controlClass}
          aria-label={rotationOn ? "Stop automatic slide show" : "Start automatic slide show"}
          onClick={() => setRotation(rotationOn ? "off" : "on")}
        >
          <CarouselIcon name={rotationOn ? "pause" : "play"} />
        </button>
        <button
          type="button"
          className={controlClass}
          aria-controls={slidesId}
          aria-label="Previous testimonial"
          onClick={() => show(current - 1)}
        >
          <CarouselIcon name="previous" />
        </button>
        <div role="group" aria-label="Choose a testimonial" className="flex">
          {testimonials.map((testimonial, index) => (
            <button
              key={testimonial.name}
              type="button"
              className="focus-ring group flex size-10 items-center justify-center rounded-full"
              aria-controls={slidesId}
              aria-label={`Testimonial ${index + 1}`}
              aria-current={index === current ? "true" : undefined}
              onClick={() => show(index)}
            >
              <span
                aria-hidden="true"
                className="size-3 rounded-full border-2 border-indigo-700 group-aria-[current=true]:bg-indigo-700"
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={controlClass}
          aria-controls={slidesId}
          aria-label="Next testimonial"
          onClick={() => show(current + 1)}
        >
          <CarouselIcon name="next" />
        </button>
      </div>
    </div>
  );
}
