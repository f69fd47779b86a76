type Level = "debug" | "info" | "warn" | "error";

function write(level: Level, scope: string, message: string, detail?: unknown) {
  if (level === "debug" && process.env.LOG_LEVEL !== "debug") return;
  const line = `[${new Date().toISOString()}] ${level.toUpperCase()} ${scope}: ${message}`;
  const out = level === "error" || level === "warn" ? console.error : console.log;
  if (detail === undefined) out(line);
  else out(line, detail);
}

/** Minimal structured logger; one place to swap for a real sink later. */
export const logger = {
  debug: (scope: string, message: string, detail?: unknown) => write("debug", scope, message, detail),
  info: (scope: string, message: string, detail?: unknown) => write("info", scope, message, detail),
  warn: (scope: string, message: string, detail?: unknown) => write("warn", scope, message, detail),
  error: (scope: string, message: string, detail?: unknown) => write("error", scope, message, detail),
};
