import { toast, type ExternalToast } from "sonner";

/** Success toasts are shorter than the 4 s default (spec part 1, section 9). */
export function toastSuccess(message: string, options?: ExternalToast) {
  return toast.success(message, { duration: 2000, ...options });
}

// Explicit duration so an error replacing a loading toast (same id) does not inherit Infinity.
export function toastError(message: string, options?: ExternalToast) {
  return toast.error(message, { duration: 4000, ...options });
}
