import { Briefcase, Camera, Globe, MapPin, Sparkles } from "lucide-react";
import { cn } from "@/lib/utils";

const icons = {
  "google maps": MapPin,
  linkedin: Briefcase,
  instagram: Camera,
  website: Globe,
  "web scraping": Globe,
};
const tones: Record<string, string> = {
  "google maps": "bg-green-100 text-green-800",
  linkedin: "bg-blue-100 text-blue-800",
  instagram: "bg-pink-100 text-pink-800",
  website: "bg-purple-100 text-purple-800",
};

/** The platform's icon as a drawn glyph (emoji need a font the machine may lack); the emoji stays in the data. */
export function PlatformIcon({ platform, className }: { platform: string; className?: string }) {
  const key = platform.trim().toLowerCase() as keyof typeof icons;
  const Icon = icons[key] ?? Sparkles;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-11 shrink-0 items-center justify-center rounded-lg",
        tones[key] ?? "bg-muted text-foreground",
        className,
      )}
    >
      <Icon className="size-6" />
    </span>
  );
}
