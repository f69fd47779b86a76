import { spawn, type ChildProcess } from "node:child_process";

export type ScriptProcess = { child: ChildProcess; exited: Promise<{ code: number | null; out: string }> };

/**
 * Runs a TypeScript file of the project in its own Node process, as the server would run it
 * (`react-server` conditions, the `@/` paths), collecting its output. Node is started directly with tsx's
 * loader: the `tsx` command runs the file in a second, child process, so a SIGKILL sent to it would stop
 * the wrapper and leave the code under test running.
 */
export function spawnScript(script: string, args: string[], env: Record<string, string>): ScriptProcess {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", script, ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, out })),
  );
  return { child, exited };
}
