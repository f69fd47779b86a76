import { AppError } from "@/lib/errors";
import { leadMessages } from "@/lib/leads/messages";

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === "object" && "code" in e && (e as { code?: unknown }).code === "23505") return true;
    e = typeof e === "object" && "cause" in e ? (e as { cause?: unknown }).cause : undefined;
  }
  return false;
}

export function listNameTaken(): AppError {
  return new AppError("conflict:list_name", leadMessages.listNameTaken, {
    fieldErrors: { name: [leadMessages.listNameTaken] },
  });
}
