import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for an OpenAI-compatible `POST /v1/chat/completions` (loopback only). Behaviours are
 * scripted per request: a valid structured answer, malformed JSON content, JSON of the wrong shape, a
 * refusal (content null, `refusal` set, as OpenAI documents for structured outputs), a 500, a 401, a 429
 * with Retry-After, or a hang (for timeouts). Port from OPENAI_FAKE_PORT, default 4340 (0: any free port).
 */
export type Behaviour =
  "ok" | "malformed" | "wrong-shape" | "refusal" | "server-error" | "unauthorized" | "rate-limited" | "hang";

export type OpenAIFake = {
  url: string;
  requests: Array<{ model: unknown; authorization: string | undefined; responseFormat: unknown }>;
  script(...behaviours: Behaviour[]): void;
  close(): Promise<void>;
};

export const sampleAnswer = {
  recommendations: [
    {
      platform: "Google Maps",
      icon: "📍",
      category: "Local Search",
      description: "Find dental clinics in Singapore.",
      criteria: ["Search: dental clinic", "Location: Singapore"],
      recommend: true,
      reason: "B2C, local, physical premises → Google Maps",
    },
    {
      platform: "Instagram",
      icon: "📸",
      category: "Social Media",
      description: "Reach local families on Instagram.",
      criteria: ["Search: dentist"],
      recommend: false,
      reason: "consumers on social → Instagram",
    },
    {
      platform: "LinkedIn",
      icon: "💼",
      category: "Professional Network",
      description: "Corporate dental plans for HR managers.",
      criteria: ["URL: https://www.linkedin.com/search/results/people/?keywords=hr%20manager"],
      recommend: false,
      reason: "B2B plans → LinkedIn",
    },
  ],
};

function completion(message: Record<string, unknown>) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: "fake-model",
    choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

export async function startOpenAIFake(
  port = Number(process.env.OPENAI_FAKE_PORT ?? 4340),
): Promise<OpenAIFake> {
  const queue: Behaviour[] = [];
  const requests: OpenAIFake["requests"] = [];
  const hung = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/chat/completions")
        return send(res, 404, { error: { message: "not found" } });
      const body = JSON.parse(raw || "{}") as { model?: unknown; response_format?: unknown };
      requests.push({
        model: body.model,
        authorization: req.headers.authorization,
        responseFormat: body.response_format,
      });
      const behaviour = queue.shift() ?? "ok";
      switch (behaviour) {
        case "ok":
          return send(res, 200, completion({ content: JSON.stringify(sampleAnswer) }));
        case "malformed":
          return send(
            res,
            200,
            completion({ content: '{"recommendations": [ {"platform": "Google Maps", ' }),
          );
        case "wrong-shape":
          return send(
            res,
            200,
            completion({
              content: JSON.stringify({ recommendations: [{ platform: "Fax", recommend: "yes" }] }),
            }),
          );
        case "refusal":
          return send(res, 200, completion({ content: null, refusal: "I'm sorry, I can't help with that." }));
        case "server-error":
          return send(res, 500, { error: { message: "internal error", type: "server_error" } });
        case "unauthorized":
          return send(res, 401, {
            error: { message: "Incorrect API key provided", type: "invalid_request_error" },
          });
        case "rate-limited":
          return send(
            res,
            429,
            { error: { message: "Rate limit reached", type: "requests" } },
            { "retry-after": "20" },
          );
        case "hang":
          hung.add(res);
          res.on("close", () => hung.delete(res));
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/v1`,
    requests,
    script: (...behaviours) => queue.push(...behaviours),
    close: async () => {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
