import { AppError } from "@/lib/errors";
import { leadMessages } from "@/lib/leads/messages";

export function listNameTaken(): AppError {
  return new AppError("conflict:list_name", leadMessages.listNameTaken, {
    fieldErrors: { name: [leadMessages.listNameTaken] },
  });
}
