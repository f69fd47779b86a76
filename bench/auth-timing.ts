/**
 * RELIABILITY case 1: a sign-in with an unknown address must take as long as one with a wrong password
 * (one dummy argon2 verify), so timing reveals no more than the spec's messages already do.
 * Figure: p50 of unknown-address sign-ins; baseline: p50 of wrong-password sign-ins, same run.
 */
import { PGlite } from "@electric-sql/pglite";
import { closeConnection, setConnection as installConnection } from "@/db";
import { connectionFromPglite, migratePglite, pgliteExtensions } from "@/db/pglite";
import { memberships, users, workspaces } from "@/db/schema";
import { hashPassword } from "@/lib/auth/passwords";
import { signInWithPassword } from "@/lib/auth/sign-in";
import type { Benchmark } from "./result";

const ROUNDS = 40;
const ATTEMPTS_PER_ACCOUNT = 4; // under the 5-failures-per-address limit

function p50(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function timed(run: () => Promise<unknown>) {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export const benchmark: Benchmark = {
  name: "auth-timing",
  description: "sign-in: unknown address vs wrong password, p50 on embedded PGlite",
  async run() {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    await migratePglite(client);
    const connection = connectionFromPglite(client);
    installConnection(connection);
    try {
      const db = connection.db;
      const passwordHash = await hashPassword("Lantern-harbor-1987");
      const emails: string[] = [];
      for (let i = 0; i < ROUNDS / ATTEMPTS_PER_ACCOUNT; i++) {
        const [user] = await db
          .insert(users)
          .values({
            name: `Bench ${i}`,
            email: `bench${i}@example.com`,
            passwordHash,
            referralCode: `BENCH${i}`,
            emailVerifiedAt: new Date(),
          })
          .returning();
        const [workspace] = await db
          .insert(workspaces)
          .values({ name: `Bench ${i}` })
          .returning();
        await db.insert(memberships).values({ userId: user!.id, workspaceId: workspace!.id, role: "owner" });
        emails.push(user!.email);
      }
      const wrong: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const meta = { ip: `198.51.100.${i}`, userAgent: null, device: "bench", browser: "bench" };
        const email = emails[Math.floor(i / ATTEMPTS_PER_ACCOUNT)]!;
        wrong.push(
          await timed(() =>
            signInWithPassword({ email, password: "Wrong-password-123", remember: false }, meta),
          ),
        );
        unknown.push(
          await timed(() =>
            signInWithPassword(
              { email: `nobody${i}@example.com`, password: "Wrong-password-123", remember: false },
              meta,
            ),
          ),
        );
      }
      const figure = p50(unknown);
      const baseline = p50(wrong);
      const ratio = figure / baseline;
      return [
        {
          name: "sign-in unknown vs wrong password",
          unit: "ms p50",
          figure,
          baseline,
          ratio,
          better: "lower",
          target: "within 10% (0.90x to 1.10x)",
          pass: ratio >= 0.9 && ratio <= 1.1,
          notes: [`${ROUNDS} attempts each, interleaved`],
        },
      ];
    } finally {
      await closeConnection();
    }
  },
};
