import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback HTTP server that answers each request with the next scripted step, for the provider
 * client's own tests: a JSON or raw answer with any status and headers, a hang (for timeouts), or a
 * dropped connection (a network error). Once the script is used up, requests get 200 `{ "ok": true }`.
 */
export type Step =
  | { status: number; json?: unknown; raw?: string; headers?: Record<string, string> }
  | { hang: true }
  | { drop: true };

export type ReceivedRequest = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
};

export type ScriptedServer = {
  url: string;
  received: ReceivedRequest[];
  script(...steps: Step[]): void;
  close(): Promise<void>;
};

export async function startScriptedServer(): Promise<ScriptedServer> {
  const steps: Step[] = [];
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      const step = steps.shift() ?? { status: 200, json: { ok: true } };
      if ("hang" in step) return;
      if ("drop" in step) return void req.socket.destroy();
      const text = step.raw ?? JSON.stringify(step.json ?? {});
      res.writeHead(step.status, { "content-type": "application/json", ...step.headers });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    script: (...next) => void steps.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
