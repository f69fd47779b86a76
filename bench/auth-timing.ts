/**
 * RELIABILITY case 1: a sign-in with an unknown address must take as long as one with a wrong password
 * (one dummy argon2 verify), so timing reveals no more than the spec's messages already do.
 * Figure: p50 of unknown-address sign-ins; baseline: p50 of wrong-password sign-ins, same run.
 * Sign-up likewise: an address that has an account must take as long as a new one (same answer, same
 * work). Figure: p50 of sign-ups with a registered address; baseline: p50 of new addresses, same run.
 */
import { PGlite } from "@electric-sql/pglite";
import { closeConnection, setConnection as installConnection } from "@/db";
import { connectionFromPglite, migratePglite, pgliteExtensions } from "@/db/pglite";
import { memberships, users, workspaces } from "@/db/schema";
import { hashPassword } from "@/lib/auth/passwords";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { signUp } from "@/lib/auth/sign-up";
import { stopBoss } from "@/lib/jobs/boss";
import type { Benchmark } from "./result";

const ROUNDS = 40;
const ATTEMPTS_PER_ACCOUNT = 4; // under the 5-failures-per-address limit
const SIGN_UPS_PER_ADDRESS = 2; // under the 3-per-address limit

function p50(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function timed(run: () => Promise<unknown>) {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

function signUpMeta(ip: string) {
  return { ip, userAgent: null, device: "bench", browser: "bench" };
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
      // Enough accounts for both: sign-in tries each 4 times, sign-up 2.
      for (let i = 0; i < ROUNDS / SIGN_UPS_PER_ADDRESS; i++) {
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

      // Sign-up: each call from its own address (5 per address an hour), interleaved.
      const fresh: number[] = [];
      const registered: number[] = [];
      const password = "Quiet-meadow-2024";
      for (let i = 0; i < ROUNDS; i++) {
        const ip = (n: number) => `203.0.${113 + Math.floor(n / 250)}.${(n % 250) + 1}`;
        const base = { name: "Bench Signup", phone: "+6591234567", password, referralCode: undefined };
        const email = emails[Math.floor(i / SIGN_UPS_PER_ADDRESS)]!;
        const runFresh = async () =>
          fresh.push(
            await timed(() => signUp({ ...base, email: `new${i}@example.com` }, signUpMeta(ip(2 * i)))),
          );
        const runRegistered = async () =>
          registered.push(await timed(() => signUp({ ...base, email }, signUpMeta(ip(2 * i + 1)))));
        // Alternate which goes first, so neither side always runs on a warmer process.
        if (i % 2 === 0) {
          await runFresh();
          await runRegistered();
        } else {
          await runRegistered();
          await runFresh();
        }
      }
      const signUpFigure = p50(registered);
      const signUpBaseline = p50(fresh);
      const signUpRatio = signUpFigure / signUpBaseline;
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
        {
          name: "sign-up existing vs new address",
          unit: "ms p50",
          figure: signUpFigure,
          baseline: signUpBaseline,
          ratio: signUpRatio,
          better: "lower",
          target: "within 10% (0.90x to 1.10x)",
          pass: signUpRatio >= 0.9 && signUpRatio <= 1.1,
          notes: [`${ROUNDS} sign-ups each, interleaved; email delivery queued on both`],
        },
      ];
    } finally {
      await stopBoss({ graceful: false, wait: true, timeout: 5_000 });
      await closeConnection();
    }
  },
};
