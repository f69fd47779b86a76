import eng from "@tesseract.js-data/eng";
import { createWorker, type Worker } from "tesseract.js";

/**
 * One tesseract.js worker per process, created on first use and reused by every OCR job (creating
 * one costs a second or more); jobs take turns on it. The English data comes from the
 * @tesseract.js-data/eng package: nothing is downloaded at run time (offline a download attempt
 * is an uncaught error that ends the process).
 */
type Holder = { __crmOcrWorker?: Promise<Worker>; __crmOcrQueue?: Promise<unknown> };
const holder = globalThis as unknown as Holder;

function worker(): Promise<Worker> {
  holder.__crmOcrWorker ??= createWorker("eng", 1, { langPath: eng.langPath, gzip: eng.gzip, cacheMethod: "none" }).catch((error: unknown) => {
    holder.__crmOcrWorker = undefined;
    throw error;
  });
  return holder.__crmOcrWorker;
}

/** Recognises the text of an image; calls are serialised on the one worker. */
export async function recognize(image: Uint8Array | Buffer): Promise<string> {
  const previous = holder.__crmOcrQueue ?? Promise.resolve();
  const task = previous
    .catch(() => undefined)
    .then(async () => {
      const w = await worker();
      const { data } = await w.recognize(Buffer.from(image));
      return data.text;
    });
  holder.__crmOcrQueue = task;
  return task;
}

/** Ends the worker (tests and scripts, so the process can exit). */
export async function terminateOcrWorker(): Promise<void> {
  const w = holder.__crmOcrWorker;
  holder.__crmOcrWorker = undefined;
  if (w) await (await w).terminate();
}
