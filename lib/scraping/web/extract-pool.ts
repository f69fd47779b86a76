import { Worker } from "node:worker_threads";
import type { PageFacts } from "./extract/site";
import type { ExtractReply, ExtractRequest, ExtractTask } from "./extract/worker-entry";
import type { WebLead } from "./extract/site";

/**
 * Page extraction off the event loop: a small pool of worker threads, one task at a time each, and a
 * time budget per task. A task past its budget (or whose scrape was stopped) ends its thread, the
 * only way to stop synchronous work, and fails with ExtractTimeout; the next task starts a new one.
 *
 * From source (vitest, `tsx` for `npm run worker`) the thread registers tsx itself and imports the
 * .ts entry (Node 20 does not apply `--import` hooks to a worker's entry). In the Next.js build,
 * Turbopack bundles `new Worker(new URL(..., import.meta.url))` into its own entry chunk.
 */
export const PAGE_EXTRACT_BUDGET_MS = 8_000;
const POOL_SIZE = 2;
const WORKER_HEAP_MB = 512;

export class ExtractTimeout extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ExtractTimeout";
  }
}

type Pending = {
  request: ExtractRequest;
  budgetMs: number;
  signal?: AbortSignal;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};
type Slot = { worker: Worker; task?: Pending & { timer: NodeJS.Timeout; onAbort: () => void } };

const fromSource = import.meta.url.endsWith(".ts");
const TSX_BOOT =
  'import("tsx/esm/api").then((api) => { api.register(); return import(require("node:worker_threads").workerData.entry); })';

function startWorker(): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: WORKER_HEAP_MB };
  if (fromSource) {
    const entry = import.meta.url.replace(/extract-pool\.ts$/, "extract/worker-entry.ts");
    return new Worker(/* turbopackIgnore: true */ TSX_BOOT, {
      eval: true,
      workerData: { entry },
      resourceLimits,
    });
  }
  return new Worker(new URL("./extract/worker-entry.ts", import.meta.url), { resourceLimits });
}

class ExtractPool {
  private slots: Slot[] = [];
  private queue: Pending[] = [];
  private nextId = 1;

  run(task: ExtractTask, options: { budgetMs: number; signal?: AbortSignal }): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (options.signal?.aborted) return reject(new ExtractTimeout("The scrape was stopped"));
      this.queue.push({
        request: { id: this.nextId++, task },
        budgetMs: options.budgetMs,
        signal: options.signal,
        resolve,
        reject,
      });
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.task);
      if (!slot && this.slots.length < POOL_SIZE) slot = this.spawn();
      if (!slot) return;
      const next = this.queue.shift()!;
      if (next.signal?.aborted) {
        next.reject(new ExtractTimeout("The scrape was stopped"));
        continue;
      }
      this.assign(slot, next);
    }
  }

  private spawn(): Slot {
    const slot: Slot = { worker: startWorker() };
    slot.worker.unref();
    slot.worker.on("message", (reply: ExtractReply) => {
      const task = slot.task;
      if (!task || task.request.id !== reply.id) return;
      this.release(slot);
      if (reply.ok) task.resolve(reply.value);
      else task.reject(new Error(reply.message));
      this.pump();
    });
    const fail = (error: Error) => {
      const task = slot.task;
      this.retire(slot);
      task?.reject(error);
      this.pump();
    };
    slot.worker.on("error", fail);
    slot.worker.on("exit", (code) => fail(new Error(`The extraction worker stopped (exit code ${code})`)));
    this.slots.push(slot);
    return slot;
  }

  private assign(slot: Slot, pending: Pending): void {
    const expire = (message: string) => {
      const task = slot.task;
      this.retire(slot);
      void slot.worker.terminate();
      task?.reject(new ExtractTimeout(message));
      this.pump();
    };
    const timer = setTimeout(
      () => expire(`took longer than ${Math.round(pending.budgetMs / 1000)} seconds to read`),
      pending.budgetMs,
    );
    const onAbort = () => expire("The scrape was stopped");
    pending.signal?.addEventListener("abort", onAbort, { once: true });
    slot.task = { ...pending, timer, onAbort };
    slot.worker.ref();
    slot.worker.postMessage(pending.request);
  }

  private release(slot: Slot): void {
    if (!slot.task) return;
    clearTimeout(slot.task.timer);
    slot.task.signal?.removeEventListener("abort", slot.task.onAbort);
    slot.task = undefined;
    slot.worker.unref();
  }

  private retire(slot: Slot): void {
    this.release(slot);
    this.slots = this.slots.filter((s) => s !== slot);
  }
}

const holder = globalThis as unknown as { __crmExtractPool?: ExtractPool };
const pool = () => (holder.__crmExtractPool ??= new ExtractPool());

export async function extractPage(
  html: string,
  options: { budgetMs?: number; signal?: AbortSignal } = {},
): Promise<PageFacts> {
  return (await pool().run(
    { kind: "page", html },
    { budgetMs: options.budgetMs ?? PAGE_EXTRACT_BUDGET_MS, signal: options.signal },
  )) as PageFacts;
}

export async function extractLead(
  site: URL,
  pages: (PageFacts | null)[],
  options: { budgetMs?: number; signal?: AbortSignal } = {},
): Promise<WebLead> {
  return (await pool().run(
    { kind: "lead", site: site.href, pages },
    { budgetMs: options.budgetMs ?? PAGE_EXTRACT_BUDGET_MS, signal: options.signal },
  )) as WebLead;
}
