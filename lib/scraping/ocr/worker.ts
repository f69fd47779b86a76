import eng from "@tesseract.js-data/eng";
import { createWorker, type Worker } from "tesseract.js";
import { FairSlots } from "./fair-slots";
import { OCR_TIME_LIMIT_MS, OCR_WORKERS, OCR_WORKERS_PER_WORKSPACE } from "./limits";

/**
 * A few tesseract.js workers per process, created on first use and reused (creating one costs a second
 * or more). A workspace holds at most one at a time and freed workers go to the workspace holding the
 * fewest, so one workspace's images never keep another's waiting for long; a recognition that is aborted or runs out of time has
 * its worker terminated (tesseract.js cannot stop a job any other way) and a fresh one replaces it.
 * The English data comes from @tesseract.js-data/eng: nothing is downloaded at run time (offline a
 * download attempt is an uncaught error that ends the process).
 */
type Pool = { slots: FairSlots; idle: Worker[] };
const holder = globalThis as unknown as { __crmOcrPool?: Pool };

function pool(): Pool {
  return (holder.__crmOcrPool ??= { slots: new FairSlots(OCR_WORKERS, OCR_WORKERS_PER_WORKSPACE), idle: [] });
}

/** The recognition ran past its time budget and was stopped. */
export class OcrTimeoutError extends Error {
  constructor(readonly limitMs: number) {
    super(`Recognition stopped after ${limitMs} ms`);
    this.name = "OcrTimeoutError";
  }
}

/** The engine could not decode or read the image (truncated or corrupt bytes). */
export class OcrUnreadableError extends Error {
  constructor(reason: unknown) {
    super(`The image could not be read: ${String(reason)}`);
    this.name = "OcrUnreadableError";
  }
}

function startWorker(): Promise<Worker> {
  return createWorker("eng", 1, {
    langPath: eng.langPath,
    gzip: eng.gzip,
    cacheMethod: "none",
    // Without a handler tesseract.js also rethrows a failed job inside its message listener, an
    // uncaught exception beside the rejected promise.
    errorHandler: () => undefined,
  });
}

/** Settles with `work`, or rejects when the signal aborts or the time budget ends first. */
function within<T>(work: Promise<T>, signal: AbortSignal | undefined, limitMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal?.reason);
    const timer = setTimeout(() => reject(new OcrTimeoutError(limitMs)), limitMs);
    signal?.addEventListener("abort", onAbort, { once: true });
    work
      .then(resolve, (reason: unknown) => reject(new OcrUnreadableError(reason)))
      .finally(() => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
      });
  });
}

export type RecognizeOptions = {
  /** Aborting it stops the recognition (the run was cancelled or ran out of time). */
  signal?: AbortSignal;
  /** Whose turn this is: a freed worker goes to the workspace using the fewest. */
  tenant?: string;
  limitMs?: number;
};

/** Recognises the text of an image on a pooled worker, within its time budget. */
export async function recognize(
  image: Uint8Array | Buffer,
  { signal, tenant = "", limitMs = OCR_TIME_LIMIT_MS }: RecognizeOptions = {},
): Promise<string> {
  const { slots, idle } = pool();
  const release = await slots.acquire(tenant, signal);
  let worker: Worker | undefined;
  let recognizing = false;
  try {
    worker = idle.pop() ?? (await startWorker());
    signal?.throwIfAborted();
    recognizing = true;
    const { data } = await within(worker.recognize(Buffer.from(image)), signal, limitMs);
    recognizing = false;
    return data.text;
  } catch (error) {
    if (worker && recognizing && !(error instanceof OcrUnreadableError)) {
      const stopped = worker;
      worker = undefined;
      await stopped.terminate().catch(() => undefined);
    }
    throw error;
  } finally {
    if (worker) idle.push(worker);
    release();
  }
}

/** Ends the idle workers (tests and scripts, so the process can exit). */
export async function terminateOcrWorker(): Promise<void> {
  const { idle } = pool();
  const workers = idle.splice(0);
  await Promise.all(workers.map((w) => w.terminate()));
}
