/**
 * Run by tests/unit/server/abort-reasons.test.ts in a child `node --expose-gc`: does an aborted signal's Error reason keep
 * alive the receiver of a frame on its stack? Prints "retained" or "released".
 */
import { releaseAbortReasonFrames } from "@/lib/server/abort-reasons";

if (process.argv.includes("--patched")) releaseAbortReasonFrames();

class Render {
  readonly html = "x".repeat(100_000);
  finish(controller: AbortController) {
    controller.abort(new Error("This render completed successfully."));
  }
}

const controller = new AbortController();
let render: Render | undefined = new Render();
const probe = new WeakRef(render);
render.finish(controller);
render = undefined;
await new Promise((resolve) => setImmediate(resolve));
(globalThis as unknown as { gc: () => void }).gc();
console.log(probe.deref() ? "retained" : "released", controller.signal.aborted);
