import "server-only";
import type { Executor, Transaction } from "@/db";
import { AppError } from "@/lib/errors";
import { lockWorkspaceCredits } from "./lock";
import { notEnoughCreditsMessage } from "./messages";
import { addCreditEntry, getCreditBalance } from "./queries";

const round2 = (n: number) => Math.round(n * 100) / 100;

export function scrapeReference(runId: string, step: "reserve" | "release" | "charge"): string {
  return `scrape:${runId}:${step}`;
}

/**
 * Holds `amount` credits for a run, or refuses with the need and the balance. Takes the workspace's
 * credits lock first, so concurrent starts are serialised and the balance never goes below zero.
 */
export async function reserveScrapeCredits(
  tx: Transaction,
  {
    workspaceId,
    runId,
    amount,
    description,
  }: { workspaceId: string; runId: string; amount: number; description: string },
): Promise<void> {
  await lockWorkspaceCredits(tx, workspaceId);
  const balance = await getCreditBalance({ workspaceId }, tx);
  if (balance < amount) {
    throw new AppError("conflict:not_enough_credits", notEnoughCreditsMessage(amount, balance));
  }
  if (amount <= 0) return;
  await addCreditEntry(tx, {
    workspaceId,
    kind: "reservation",
    amount: -round2(amount),
    reference: scrapeReference(runId, "reserve"),
    description,
  });
}

/**
 * Settles a run's reservation: releases all of it and charges the saved leads. Each entry has its own
 * reference, so a second settlement of the same run adds nothing (the caller also guards on settled_at).
 */
export async function settleScrapeCredits(
  tx: Executor,
  {
    workspaceId,
    runId,
    reserved,
    charge,
    description,
  }: { workspaceId: string; runId: string; reserved: number; charge: number; description: string },
): Promise<void> {
  const charged = round2(Math.min(reserved, Math.max(0, charge)));
  if (reserved > 0) {
    await addCreditEntry(tx, {
      workspaceId,
      kind: "refund",
      amount: round2(reserved),
      reference: scrapeReference(runId, "release"),
      description: `${description}: reservation released`,
    });
  }
  if (charged > 0) {
    await addCreditEntry(tx, {
      workspaceId,
      kind: "charge",
      amount: -charged,
      reference: scrapeReference(runId, "charge"),
      description,
    });
  }
}
