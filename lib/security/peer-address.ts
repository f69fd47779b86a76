import http from "node:http";

/**
 * `next start` gives route handlers and server actions no socket: it only fills `x-forwarded-for` with the
 * peer address when the client sent none (`??=` in next/dist/server/base-server.js), so a client chooses
 * that header. This stamps the TCP peer address on every request the Node HTTP server receives, under a
 * header of our own that replaces whatever the client sent, before Next reads the request.
 */
export const PEER_ADDRESS_HEADER = "x-crm-peer-address";

const installed = Symbol.for("crm.peerAddressCapture");
type Flagged = { [installed]?: boolean };

export function peerCaptureInstalled(): boolean {
  return (globalThis as Flagged)[installed] === true;
}

/** Patches http.Server's "request" event once per process (called from instrumentation.ts). */
export function installPeerAddressCapture(): void {
  const flags = globalThis as Flagged;
  if (flags[installed]) return;
  const original = http.Server.prototype.emit;
  http.Server.prototype.emit = function emit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as http.IncomingMessage;
      const address = request.socket?.remoteAddress;
      if (address) request.headers[PEER_ADDRESS_HEADER] = address;
      else delete request.headers[PEER_ADDRESS_HEADER];
    }
    return Reflect.apply(original, this, [event, ...args]) as boolean;
  } as typeof original;
  flags[installed] = true;
}
