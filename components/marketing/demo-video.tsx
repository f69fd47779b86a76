import { deferredSection } from "./deferred-rendering";
import { DemoVideoPlayer } from "./demo-video-player";

const demoSources = [
  { src: "/demo/crm-pro-demo.webm", type: "video/webm" },
  { src: "/demo/crm-pro-demo.mp4", type: "video/mp4" },
] as const;

// The video has no sound track; this list is its text alternative (WCAG 1.2.1).
const demoScenes = [
  "Describe your business in one sentence; the AI recommends LinkedIn, Google Maps and Instagram.",
  "Scrape leads from those sources into one table, each tagged with its platform.",
  "Keep them in lead lists and projects.",
  "Start a campaign across email, LinkedIn, WhatsApp, Instagram, SMS and Telegram.",
] as const;

export function DemoVideo() {
  return (
    <section
      id="demo"
      aria-labelledby="demo-title"
      className={`scroll-mt-4 bg-background ${deferredSection}`}
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[2fr_3fr]">
        <div>
          <h2 id="demo-title" className="text-3xl font-bold tracking-tight text-foreground">
            See CRM Pro in 15 seconds
          </h2>
          <p className="mt-4 text-muted-foreground">
            From a sentence about your business to a running campaign:
          </p>
          <ol id="demo-description" className="mt-4 list-decimal space-y-2 pl-5 text-muted-foreground">
            {demoScenes.map((scene) => (
              <li key={scene}>{scene}</li>
            ))}
          </ol>
        </div>
        <DemoVideoPlayer
          sources={demoSources}
          poster="/demo/crm-pro-demo-poster.webp"
          width={1280}
          height={720}
          label="CRM Pro product demo"
          describedBy="demo-description"
        />
      </div>
    </section>
  );
}
