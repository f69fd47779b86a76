"use client";

import { useCallback, useState, useSyncExternalStore } from "react";

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

// With <source> children a failed load fires "error" on each <source> (not on the <video>, whose
// `error` stays null) and, once every source has failed, leaves the element in NETWORK_NO_SOURCE.
function hasFailed(video: HTMLVideoElement): boolean {
  return video.error !== null || video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE;
}

const subscribeToNothing = () => () => {};

/**
 * True once hydrated. The poster waits for it: as the page's first large image Chromium fetches it at
 * medium priority during the first round trips, beside the stylesheet the first paint waits for,
 * although this section is below the fold.
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

  // A ref callback rather than onError props: the sources may fail before hydration, so the element
  // is checked once when React attaches it, then watched in the capture phase (error does not bubble).
  const watchVideo = useCallback((video: HTMLVideoElement | null) => {
    if (!video) return;
    const onError = (event: Event) => {
      const lastSource = video.querySelector("source:last-of-type");
      if (event.target === video || event.target === lastSource || hasFailed(video)) setFailed(true);
    };
    if (hasFailed(video)) setFailed(true);
    video.addEventListener("error", onError, true);
    return () => video.removeEventListener("error", onError, true);
  }, []);

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl border border-border bg-slate-900 shadow-lg">
      {failed ? null : (
        <video
          ref={watchVideo}
          className="size-full"
          width={width}
          height={height}
          poster={hydrated ? poster : undefined}
          preload="metadata"
          controls
          muted
          playsInline
          aria-label={label}
          aria-describedby={describedBy}
        >
          {sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
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
