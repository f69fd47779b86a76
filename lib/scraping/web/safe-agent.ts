import net from "node:net";
import { Agent, buildConnector } from "undici";
import { BlockedUrlError } from "./errors";
import { addressAllowed, type GuardPolicy } from "./url-guard";

/**
 * An undici Agent whose every new connection resolves the host itself, checks every answer and
 * dials the checked address (never a second lookup: this is what defeats DNS rebinding). IP
 * literals never reach a `lookup` hook in Node, so they are checked here too. The TLS servername
 * and the Host header stay on the name: undici derives both from the origin, not from the address.
 */
export function createGuardedAgent(
  policy: GuardPolicy,
  options: { connectTimeoutMs?: number; connections?: number } = {},
): Agent {
  const base = buildConnector({ timeout: options.connectTimeoutMs ?? 10_000 });
  const connect: buildConnector.connector = (opts, callback) => {
    const literal = net.isIP(opts.hostname) !== 0;
    const urlHost = net.isIPv6(opts.hostname) ? `[${opts.hostname}]` : opts.hostname;
    const port = String(opts.port || (opts.protocol === "https:" ? 443 : 80));
    const allowListed = policy.allowHosts.has(`${urlHost}:${port}`);
    const answers = literal
      ? Promise.resolve([{ address: opts.hostname, family: net.isIP(opts.hostname) as 4 | 6 }])
      : policy.resolve(opts.hostname);
    answers.then(
      (list) => {
        if (list.length === 0)
          return callback(new BlockedUrlError(`The site ${opts.hostname} could not be found`), null);
        if (!list.every((a) => addressAllowed(a.address, allowListed))) {
          return callback(
            new BlockedUrlError("This address points to a private or local network and cannot be scraped"),
            null,
          );
        }
        const pinned = list.find((a) => a.family === 4) ?? list[0]!;
        base({ ...opts, hostname: pinned.address }, callback);
      },
      (error: Error) => callback(error, null),
    );
  };
  return new Agent({ connect, connections: options.connections ?? 4, pipelining: 1 });
}
