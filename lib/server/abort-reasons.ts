/*
 * React's Flight server ends every render by aborting its cache signal with a new Error (react#37288).
 * V8 keeps an unread Error stack as structured frames that hold their receivers. When the render ends
 * inside a setImmediate callback (any page that awaited data), one receiver is that Immediate, which links
 * to the Immediates queued after it, and through their async context to the renders they belong to: each
 * finished render keeps the next ones alive. Under keep-alive load the server's heap grew by about 55 KB
 * per /leads answer without end. Reading the stack formats it and frees the frames.
 *
 * The upstream fix, react#37289, aborts with a string; it is not released. Once the installed Next.js
 * runtime has it, tests/unit/server/abort-reasons.test.ts fails, and this file and its call go.
 */
const patched = Symbol.for("crm.abortReasonStacks");

/** Called once at server start (instrumentation.ts): abort reasons keep their stack as text only. */
export function releaseAbortReasonFrames(): void {
  const prototype = AbortController.prototype as AbortController & { [patched]?: true };
  if (prototype[patched]) return;
  const abort = prototype.abort;
  prototype.abort = function abortWithFormattedReason(this: AbortController, reason?: unknown) {
    if (reason instanceof Error) void reason.stack;
    return abort.call(this, reason);
  };
  prototype[patched] = true;
}
