import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { readJson } from "./body";

/** The spec sends userId in bodies too; like the header, it may only name the signed-in user (else 404). */
export function assertSameUser(claimed: unknown, sessionUserId: string): void {
  if (claimed !== undefined && claimed !== null && claimed !== sessionUserId) throw new AppError("not_found");
}

/** Reads a JSON object body (1 MB cap). Unknown keys such as workspaceId, role or credits are ignored. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  return readJson(request, z.record(z.string(), z.unknown()));
}

/** The success shape of every REST answer: `{ success: true, ...data }`. */
export function json(data: Record<string, unknown>, status = 200): Response {
  return Response.json({ success: true, ...data }, { status });
}
