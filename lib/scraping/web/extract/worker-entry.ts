import { parentPort } from "node:worker_threads";
import { mergeSiteFacts, type PageFacts, readPageHtml } from "./site";

/**
 * The extraction worker thread (extract-pool.ts starts it): reads one page, or merges a site's pages
 * into its lead, per message. Everything CPU-bound about a page happens here, off the server's
 * event loop; the pool ends this thread when a task runs past its budget.
 */
export type ExtractTask =
  { kind: "page"; html: string } | { kind: "lead"; site: string; pages: (PageFacts | null)[] };
export type ExtractRequest = { id: number; task: ExtractTask };
export type ExtractReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

function perform(task: ExtractTask): unknown {
  return task.kind === "page" ? readPageHtml(task.html) : mergeSiteFacts(new URL(task.site), task.pages);
}

parentPort?.on("message", ({ id, task }: ExtractRequest) => {
  let reply: ExtractReply;
  try {
    reply = { id, ok: true, value: perform(task) };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
