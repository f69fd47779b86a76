import dgram from "node:dgram";

/**
 * A tiny authoritative DNS server on 127.0.0.1 for the email check's tests (never the internet): answers
 * MX and A questions from a zone table in the wire format of RFC 1035. A name not in the table is NXDOMAIN;
 * a name with `servfail` answers SERVFAIL; a name with `silent` never answers (the resolver times out).
 */
export type FakeZone = {
  mx?: { priority: number; exchange: string }[];
  a?: string[];
  servfail?: boolean;
  silent?: boolean;
};

const TYPE = { A: 1, MX: 15 } as const;

function encodeName(name: string): Buffer {
  const labels = name.split(".").filter(Boolean);
  return Buffer.concat([
    ...labels.map((l) => Buffer.concat([Buffer.from([l.length]), Buffer.from(l, "ascii")])),
    Buffer.from([0]),
  ]);
}

function readQuestion(message: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let offset = 12;
  while (message[offset]! > 0) {
    const length = message[offset]!;
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString("ascii"));
    offset += length + 1;
  }
  return { name: labels.join(".").toLowerCase(), type: message.readUInt16BE(offset + 1), end: offset + 5 };
}

function answer(type: number, ttl: number, rdata: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
  head.writeUInt16BE(type, 2);
  head.writeUInt16BE(1, 4); // class IN
  head.writeUInt32BE(ttl, 6);
  head.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([head, rdata]);
}

export function respond(message: Buffer, zones: Record<string, FakeZone>): Buffer | null {
  const { name, type, end } = readQuestion(message);
  const zone = zones[name];
  if (zone?.silent) return null;
  const records: Buffer[] = [];
  if (zone && type === TYPE.MX)
    for (const mx of zone.mx ?? []) {
      const preference = Buffer.alloc(2);
      preference.writeUInt16BE(mx.priority);
      records.push(answer(TYPE.MX, 300, Buffer.concat([preference, encodeName(mx.exchange)])));
    }
  if (zone && type === TYPE.A)
    for (const ip of zone.a ?? []) records.push(answer(TYPE.A, 300, Buffer.from(ip.split(".").map(Number))));
  const rcode = zone?.servfail ? 2 : zone ? 0 : 3;
  const header = Buffer.alloc(12);
  header.writeUInt16BE(message.readUInt16BE(0), 0);
  header.writeUInt16BE(0x8400 | (message.readUInt16BE(2) & 0x0100) | 0x0080 | rcode, 2); // QR, AA, RD echoed, RA
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(zone?.servfail ? 0 : records.length, 6);
  return Buffer.concat([header, message.subarray(12, end), ...(zone?.servfail ? [] : records)]);
}

export type FakeDnsServer = { address: string; queries: string[]; close(): Promise<void> };

export async function startFakeDns(zones: Record<string, FakeZone>): Promise<FakeDnsServer> {
  const socket = dgram.createSocket("udp4");
  const queries: string[] = [];
  socket.on("message", (message, remote) => {
    const { name, type } = readQuestion(message);
    queries.push(`${type === TYPE.MX ? "MX" : type === TYPE.A ? "A" : type} ${name}`);
    const reply = respond(message, zones);
    if (reply) socket.send(reply, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  const { port } = socket.address();
  return {
    address: `127.0.0.1:${port}`,
    queries,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
