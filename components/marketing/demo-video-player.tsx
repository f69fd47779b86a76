"use client";

import { useState, useSyncExternalStore } from "react";

export type DemoVideoSource = { src: string; type: string };

type DemoVideoPlayerProps = {
  sources: readonly DemoVideoSource[];
  poster: string;
  width: number;
  height: number;
  label: string;
  describedBy?: string;
};

export const demoVideoUnavailableMessage = "Sorry, the demo video is unavailable right now.";

const subscribeToNothing = () => () => {};

/**
 * True once hydrated. The video waits for it: a <video controls> brings Chromium's media controls, a
 * shadow tree with its own styles and icons that were styled and laid out before the first paint
 * (about a quarter of the main thread's work before it on a cold load, although this section is below
 * the fold), and its poster was fetched beside the stylesheet the first paint waits for.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export function DemoVideoPlayer({
  sources,
  poster,
  width,
  height,
  label,
  describedBy,
}: DemoVideoPlayerProps) {
  const [failed, setFailed] = useState(false);
  const hydrated = useHydrated();

  // With <source> children a failed load fires "error" on each <source>, not on the <video>: the
  // demo is unavailable once the last one has failed. React creates the element on the client, so these
  // handlers are attached before any source starts loading.
  const fail = () => setFailed(true);

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl border border-border bg-slate-900 shadow-lg">
      {failed || !hydrated ? null : (
        <video
          onError={fail}
          className="size-full"
          width={width}
          height={height}
          poster={poster}
          preload="metadata"
          controls
          muted
          playsInline
          aria-label={label}
          aria-describedby={describedBy}
        >
          {sources.map((source, index) => (
            <source
              key={source.src}
              src={source.src}
              type={source.type}
              onError={index === sources.length - 1 ? fail : undefined}
            />
          ))}
        </video>
      )}
      <div
        role="status"
        className={failed ? "absolute inset-0 flex items-center justify-center p-6" : "sr-only"}
      >
        {failed ? (
          <p className="max-w-sm text-center text-lg font-medium text-white">{demoVideoUnavailableMessage}</p>
        ) : null}
      </div>
    </div>
  );
}
