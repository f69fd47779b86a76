import type { ProviderErrorKind } from "./errors";

/**
 * One attempt of one provider call, as tests and diagnostics see it. It never holds a secret: no
 * headers, no bodies, and the URL without its query string (keys sometimes travel there).
 */
export type ProviderRequestRecord = {
  provider: string;
  method: string;
  /** Origin and path only. */
  url: string;
  /** 1 for the first try. */
  attempt: number;
  status?: number;
  /** What went wrong on this attempt, when something did. */
  failure?: ProviderErrorKind;
  /** The wait before the next attempt, when there is one. */
  retryInMs?: number;
  durationMs: number;
};

export type ProviderRequestRecorder = (record: ProviderRequestRecord) => void;

// globalThis: Next may evaluate this module twice in one process, and a test's recorder must see both.
const store = globalThis as unknown as { __crmProviderRecorder?: ProviderRequestRecorder };

/** Installs a recorder (off by default); pass undefined to remove it. */
export function setProviderRequestRecorder(recorder: ProviderRequestRecorder | undefined): void {
  store.__crmProviderRecorder = recorder;
}

export function recordProviderRequest(record: ProviderRequestRecord): void {
  store.__crmProviderRecorder?.(record);
}

/** Starts recording into an array; `stop()` removes the recorder. For tests. */
export function captureProviderRequests(): { records: ProviderRequestRecord[]; stop(): void } {
  const records: ProviderRequestRecord[] = [];
  setProviderRequestRecorder((record) => records.push(record));
  return { records, stop: () => setProviderRequestRecorder(undefined) };
}

/** The URL as the log keeps it. */
export function loggableUrl(url: URL): string {
  return `${url.origin}${url.pathname}`;
}
