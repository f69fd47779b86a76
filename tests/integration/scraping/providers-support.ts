import type { ScrapeRunProgress } from "@/db/schema/scraping-enums";
import type { ScrapeContext, ScrapedLead } from "@/lib/scraping/providers/types";

/**
 * A ScrapeContext held in memory, for contract tests of one provider against its fake: it keeps what
 * the engine keeps (leads by externalId, at most `limit`; the checkpoint; progress), and a second
 * context built from the first's `checkpointState` resumes as a restarted job would.
 */
export type MemoryContext = ScrapeContext & {
  leads: Map<string, ScrapedLead>;
  offered: number;
  updates: ScrapeRunProgress[];
  checkpointState: unknown;
};

export function memoryContext(options: {
  limit: number;
  leads?: Map<string, ScrapedLead>;
  checkpoint?: unknown;
  signal?: AbortSignal;
}): MemoryContext {
  const context: MemoryContext = {
    workspaceId: "00000000-0000-4000-8000-000000000001",
    userId: "00000000-0000-4000-8000-000000000002",
    runId: "00000000-0000-4000-8000-000000000003",
    limit: options.limit,
    signal: options.signal ?? new AbortController().signal,
    leads: options.leads ?? new Map(),
    offered: 0,
    updates: [],
    checkpointState: options.checkpoint,
    async save(batch) {
      context.offered += batch.length;
      for (const lead of batch) {
        if (context.leads.size >= context.limit) break;
        if (!context.leads.has(lead.externalId)) context.leads.set(lead.externalId, lead);
      }
      return context.leads.size;
    },
    async progress(update) {
      context.updates.push(update);
    },
    checkpoint: {
      async load<T>() {
        return context.checkpointState as T | undefined;
      },
      async save(state) {
        context.checkpointState = JSON.parse(JSON.stringify(state));
      },
    },
  };
  return context;
}

/** A sleep that records the waits asked for and returns at once. */
export function recordingSleep(): {
  waits: number[];
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
} {
  const waits: number[] = [];
  return {
    waits,
    sleep: async (ms, signal) => {
      signal?.throwIfAborted();
      waits.push(ms);
    },
  };
}

export async function failure(promise: Promise<unknown>): Promise<Error & { code?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { code?: string };
  }
  throw new Error("expected a failure");
}
