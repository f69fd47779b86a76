// Inline paths instead of lucide-react: this ships in the client bundle, where every byte counts.
const paths = {
  previous: "M15 18l-6-6 6-6",
  next: "M9 18l6-6-6-6",
  pause: "M9 5v14M15 5v14",
  play: "M8 5l11 7-11 7z",
} as const;

export function CarouselIcon({ name }: { name: keyof typeof paths }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
