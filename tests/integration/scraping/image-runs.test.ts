/**
 * Image runs through the real OCR engine: a cancel stops the recognition itself (its worker is
 * terminated) and settles to what was saved, a recognition past its time budget and an image past the
 * pixel cap fail with a clear message, and a truncated PNG fails its run once, without retries,
 * uncaught exceptions or unhandled rejections.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { noisePng } from "../../support/noise-png";
import { createTenant, getCreditBalance, grantCredits, runLedger, runRow } from "./support";

// Every tesseract worker the pool creates, with what happened to it.
const ocr = vi.hoisted(() => ({
  started: [] as Array<() => void>,
  terminated: 0,
  recognitions: 0,
  limitMs: undefined as number | undefined,
}));
vi.mock("tesseract.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("tesseract.js")>();
  const createWorker: typeof original.createWorker = async (...args) => {
    const worker = await original.createWorker(...args);
    const recognize = worker.recognize.bind(worker);
    const terminate = worker.terminate.bind(worker);
    worker.recognize = ((...params: Parameters<typeof recognize>) => {
      ocr.recognitions++;
      const work = recognize(...params);
      for (const notify of ocr.started.splice(0)) notify();
      return work;
    }) as typeof worker.recognize;
    worker.terminate = async () => {
      ocr.terminated++;
      return terminate();
    };
    return worker;
  };
  return { ...original, createWorker, default: { ...original, createWorker } };
});
vi.mock("@/lib/scraping/ocr/limits", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/scraping/ocr/limits")>();
  return {
    ...original,
    get OCR_TIME_LIMIT_MS() {
      return ocr.limitMs ?? original.OCR_TIME_LIMIT_MS;
    },
  };
});
vi.mock("@/lib/scraping/enqueue-run", () => ({ enqueueRun: async () => {} }));

const { startScrape } = await import("@/lib/scraping/start");
const { executeRun } = await import("@/lib/scraping/run-scrape");
const { cancelRun } = await import("@/lib/scraping/cancel");
const { SCRAPE_RETRY_LIMIT } = await import("@/lib/scraping/job");
const { terminateOcrWorker } = await import("@/lib/scraping/ocr/worker");

const card = fs.readFileSync(path.resolve(__dirname, "../../fixtures/images/contact-card.png"));

afterAll(() => terminateOcrWorker());
beforeEach(() => {
  ocr.limitMs = undefined;
});

async function startImage(tenant: { workspaceId: string; userId: string }, bytes: Uint8Array) {
  return startScrape({
    workspaceId: tenant.workspaceId,
    userId: tenant.userId,
    platform: "image-to-word",
    parameters: {},
    target: { listName: `Images ${Math.random()}` },
    upload: { bytes, name: "image.png", type: "image/png" },
  });
}

function recognitionStarted(): Promise<void> {
  return new Promise((resolve) => ocr.started.push(resolve));
}

describe("image runs", () => {
  it("stops the recognition when a running run is cancelled, and settles it to what was saved", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 5);
    const run = await startImage(tenant, noisePng(1600, 1600, 7));
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(4.2);
    const started = recognitionStarted();
    const terminatedBefore = ocr.terminated;
    const working = executeRun(
      { workspaceId: tenant.workspaceId, runId: run.id },
      { retryCount: 0, retryLimit: SCRAPE_RETRY_LIMIT },
    );
    await started;
    await cancelRun({ workspaceId: tenant.workspaceId, runId: run.id });
    await working;
    // The worker was told: its recognition is terminated, not left running to its end.
    expect(ocr.terminated).toBe(terminatedBefore + 1);
    const done = await runRow(run.id);
    expect(done.status).toBe("cancelled");
    expect(done.savedCount).toBe(0);
    expect(done.creditsCharged).toBe(0);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(5);
    expect((await runLedger(tenant.workspaceId, run.id)).map((e) => [e.kind, e.amount]).sort()).toEqual([
      ["refund", 0.8],
      ["reservation", -0.8],
    ]);
    // A fresh worker replaces the terminated one.
    const next = await startImage(tenant, card);
    await executeRun({ workspaceId: tenant.workspaceId, runId: next.id });
    expect(await runRow(next.id)).toMatchObject({ status: "succeeded", savedCount: 1, creditsCharged: 0.8 });
  }, 60_000);

  it("stops a recognition that outlasts its time budget and fails the run once with a clear message", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 5);
    const run = await startImage(tenant, noisePng(1600, 1600, 11));
    ocr.limitMs = 300;
    const terminatedBefore = ocr.terminated;
    await executeRun(
      { workspaceId: tenant.workspaceId, runId: run.id },
      { retryCount: 0, retryLimit: SCRAPE_RETRY_LIMIT },
    );
    expect(ocr.terminated).toBe(terminatedBefore + 1);
    const done = await runRow(run.id);
    expect(done.status).toBe("failed");
    expect(done.errorMessage).toMatch(
      /^Failed to start scraping: The image took longer than .+ seconds to read and was stopped\. Upload a smaller or sharper image\.$/,
    );
    expect(done.creditsCharged).toBe(0);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(5);
  }, 60_000);

  it("refuses an image past the pixel cap before anything is charged", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 5);
    const tall = Buffer.from(card);
    tall.writeUInt32BE(5000, 16);
    tall.writeUInt32BE(4000, 20); // 20 megapixels by its header
    await expect(startImage(tenant, tall)).rejects.toMatchObject({
      code: "bad_request:image",
      message: "The image has too many pixels. Upload an image of up to 16 megapixels.",
    });
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(5);
  });

  it("fails a truncated PNG once, with a clear message, no retry and nothing thrown past the run", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 5);
    const escaped: unknown[] = [];
    const record = (error: unknown) => escaped.push(error);
    process.on("uncaughtException", record);
    process.on("unhandledRejection", record);
    try {
      const run = await startImage(tenant, card.subarray(0, 200));
      const recognitionsBefore = ocr.recognitions;
      // The first of three attempts: a transient failure would be rethrown here for pg-boss to retry.
      await executeRun(
        { workspaceId: tenant.workspaceId, runId: run.id },
        { retryCount: 0, retryLimit: SCRAPE_RETRY_LIMIT },
      );
      await new Promise((resolve) => setImmediate(resolve));
      expect(ocr.recognitions).toBe(recognitionsBefore + 1);
      const done = await runRow(run.id);
      expect(done.status).toBe("failed");
      expect(done.errorMessage).toBe(
        "Failed to start scraping: The image could not be read: the file is damaged or incomplete. Upload a PNG, JPG, WebP or GIF image.",
      );
      expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(5);
      // A redelivered job finds the run settled and does nothing.
      await executeRun(
        { workspaceId: tenant.workspaceId, runId: run.id },
        { retryCount: 1, retryLimit: SCRAPE_RETRY_LIMIT },
      );
      expect(ocr.recognitions).toBe(recognitionsBefore + 1);
    } finally {
      process.off("uncaughtException", record);
      process.off("unhandledRejection", record);
    }
    expect(escaped).toEqual([]);
  }, 60_000);
});
