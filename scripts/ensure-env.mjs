// Creates .env.local with fresh random secrets for a local run, keeping any values already there.
import { randomBytes } from "node:crypto";
import fs from "node:fs";

const file = ".env.local";
const existing = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
const has = (name) => new RegExp(`^${name}=`, "m").test(existing) || Boolean(process.env[name]);
const additions = [];
if (!has("AUTH_SECRET")) additions.push(`AUTH_SECRET=${randomBytes(32).toString("base64url")}`);
if (!has("CRON_SECRET")) additions.push(`CRON_SECRET=${randomBytes(24).toString("base64url")}`);
// On a local machine the dev outbox is how you read verification and reset emails without Resend.
if (!has("DEV_OUTBOX") && !has("RESEND_API_KEY")) additions.push("DEV_OUTBOX=1");
if (additions.length) {
  fs.writeFileSync(
    file,
    `${existing}${existing && !existing.endsWith("\n") ? "\n" : ""}${additions.join("\n")}\n`,
    { mode: 0o600 },
  );
  console.log(`${file}: added ${additions.map((l) => l.split("=")[0]).join(", ")}`);
}
