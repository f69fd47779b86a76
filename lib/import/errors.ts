import { AppError } from "@/lib/errors";
import { leadMessages } from "@/lib/leads/messages";

/** A refused upload: nothing is stored, and the message says why in words the user can act on. */
export function importRefused(message: string): AppError {
  return new AppError("bad_request:csv", message);
}

export const emptyCsv = () => importRefused(leadMessages.csvEmpty);
export const missingColumns = () => importRefused(leadMessages.csvMissingColumns);
