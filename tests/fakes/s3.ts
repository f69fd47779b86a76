import { createHash, createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local S3-compatible store (path-style, as MinIO and R2 are reached): PutObject, GetObject (with the
 * response-content-type / response-content-disposition overrides of presigned links), HeadObject and
 * DeleteObject. Every request must carry a valid AWS Signature Version 4, in the Authorization header or
 * in the query of a presigned URL (which also expires): otherwise 403 SignatureDoesNotMatch,
 * InvalidAccessKeyId or AccessDenied with S3's XML error body. A signed payload hash is checked against
 * the body. `fail("slow-down")` answers the next request with 503 SlowDown.
 */
export type FakeS3 = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: { method: string; key: string; auth: "header" | "query"; status: number }[];
  fail(...faults: "slow-down"[]): void;
  close(): Promise<void>;
};

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();
const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function xmlError(res: http.ServerResponse, status: number, code: string, message: string, method: string) {
  res.writeHead(status, { "content-type": "application/xml" });
  res.end(
    method === "HEAD"
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

function canonicalQuery(raw: string, omit: string | null): string {
  if (!raw) return "";
  return raw
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const [k = "", v = ""] = pair.split("=");
      return [decodeURIComponent(k), decodeURIComponent(v.replace(/\+/g, "%20"))] as const;
    })
    .filter(([k]) => k !== omit)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
    .join("&");
}

type Presented = {
  accessKeyId: string;
  date: string;
  region: string;
  signedHeaders: string[];
  signature: string;
  amzDate: string;
  payloadHash: string;
  auth: "header" | "query";
  expires?: number;
};

function presented(req: http.IncomingMessage, query: URLSearchParams): Presented | null {
  const header = req.headers.authorization;
  if (header) {
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        header,
      );
    if (!m) return null;
    return {
      accessKeyId: m[1]!,
      date: m[2]!,
      region: m[3]!,
      signedHeaders: m[4]!.split(";"),
      signature: m[5]!,
      amzDate: String(req.headers["x-amz-date"] ?? ""),
      payloadHash: String(req.headers["x-amz-content-sha256"] ?? ""),
      auth: "header",
    };
  }
  if (query.get("X-Amz-Algorithm") !== "AWS4-HMAC-SHA256") return null;
  const credential = /^([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request$/.exec(
    query.get("X-Amz-Credential") ?? "",
  );
  if (!credential) return null;
  return {
    accessKeyId: credential[1]!,
    date: credential[2]!,
    region: credential[3]!,
    signedHeaders: (query.get("X-Amz-SignedHeaders") ?? "").split(";"),
    signature: query.get("X-Amz-Signature") ?? "",
    amzDate: query.get("X-Amz-Date") ?? "",
    payloadHash: "UNSIGNED-PAYLOAD",
    auth: "query",
    expires: Number(query.get("X-Amz-Expires")),
  };
}

function expectedSignature(
  req: http.IncomingMessage,
  path: string,
  rawQuery: string,
  p: Presented,
  secret: string,
): string {
  const headers = p.signedHeaders
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonical = [
    req.method,
    path,
    canonicalQuery(rawQuery, p.auth === "query" ? "X-Amz-Signature" : null),
    headers,
    p.signedHeaders.join(";"),
    p.payloadHash,
  ].join("\n");
  const scope = `${p.date}/${p.region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", p.amzDate, scope, sha256(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, p.date), p.region), "s3"), "aws4_request");
  return createHmac("sha256", key).update(toSign).digest("hex");
}

function amzDateMs(amzDate: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : NaN;
}

export async function startFakeS3(): Promise<FakeS3> {
  const bucket = "crm-test";
  const region = "us-east-1";
  const accessKeyId = "AKIAFAKES3TEST000001";
  const secretAccessKey = "fake-s3-secret-key-0123456789abcdefghij";
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: FakeS3["requests"] = [];
  const faults: "slow-down"[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const method = req.method ?? "GET";
      const [path = "/", rawQuery = ""] = (req.url ?? "/").split("?");
      const query = new URLSearchParams(rawQuery);
      const prefix = `/${bucket}/`;
      const key = path.startsWith(prefix) ? decodeURIComponent(path.slice(prefix.length)) : "";
      const log = (status: number, auth: "header" | "query" = "header") =>
        requests.push({ method, key, auth, status });

      if (faults.shift() === "slow-down") {
        log(503);
        return xmlError(res, 503, "SlowDown", "Please reduce your request rate.", method);
      }
      const p = presented(req, query);
      if (!p) {
        log(403);
        return xmlError(res, 403, "AccessDenied", "Missing or malformed authentication.", method);
      }
      if (p.accessKeyId !== accessKeyId) {
        log(403, p.auth);
        return xmlError(
          res,
          403,
          "InvalidAccessKeyId",
          "The AWS Access Key Id you provided does not exist in our records.",
          method,
        );
      }
      if (p.signature !== expectedSignature(req, path, rawQuery, p, secretAccessKey)) {
        log(403, p.auth);
        return xmlError(
          res,
          403,
          "SignatureDoesNotMatch",
          "The request signature we calculated does not match the signature you provided.",
          method,
        );
      }
      if (p.auth === "query" && !(amzDateMs(p.amzDate) + (p.expires ?? 0) * 1000 >= Date.now())) {
        log(403, p.auth);
        return xmlError(res, 403, "AccessDenied", "Request has expired", method);
      }
      if (/^[0-9a-f]{64}$/.test(p.payloadHash) && p.payloadHash !== sha256(body)) {
        log(400, p.auth);
        return xmlError(
          res,
          400,
          "XAmzContentSHA256Mismatch",
          "The provided 'x-amz-content-sha256' header does not match what was computed.",
          method,
        );
      }
      if (!key) {
        log(404, p.auth);
        return xmlError(res, 404, "NoSuchBucket", "The specified bucket does not exist", method);
      }

      if (method === "PUT") {
        objects.set(key, { body, contentType: String(req.headers["content-type"] ?? "binary/octet-stream") });
        log(200, p.auth);
        res.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` });
        return res.end();
      }
      if (method === "DELETE") {
        objects.delete(key);
        log(204, p.auth);
        res.writeHead(204);
        return res.end();
      }
      if (method === "GET" || method === "HEAD") {
        const object = objects.get(key);
        if (!object) {
          log(404, p.auth);
          return xmlError(
            res,
            404,
            method === "HEAD" ? "NotFound" : "NoSuchKey",
            "The specified key does not exist.",
            method,
          );
        }
        log(200, p.auth);
        res.writeHead(200, {
          "content-type": query.get("response-content-type") ?? object.contentType,
          "content-length": String(object.body.length),
          ...(query.get("response-content-disposition")
            ? { "content-disposition": query.get("response-content-disposition")! }
            : {}),
        });
        return res.end(method === "HEAD" ? undefined : object.body);
      }
      log(405, p.auth);
      xmlError(
        res,
        405,
        "MethodNotAllowed",
        "The specified method is not allowed against this resource.",
        method,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    fail: (...f) => faults.push(...f),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
