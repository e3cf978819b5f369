import { spawn } from "child_process";

/**
 * How long a build may take to exit once it has reported an author error. The exit itself takes
 * milliseconds; past this, the watchdog below kills the process.
 */
export const EXIT_DEADLINE_MS = 10_000;

let prepared = false;

/** True in `gatsby build`; `gatsby develop` reports author errors and keeps serving. */
export function isBuild(): boolean {
  return process.env.gatsby_executing_command === "build";
}

/**
 * Makes the exit that follows an author error (reporter.panicOnBuild exits at once) safe and
 * bounded, so a failed build always ends with exit code 1.
 *
 * Gatsby's datastore (lmdb) writes nodes on a thread of its own and closes its databases in a
 * native exit handler. An exit while a write is in flight, as when a sidebar file fails while
 * other files are still being sourced, races that thread in the handler: the process segfaults or
 * hangs spinning and no longer answers SIGTERM. Without the handler the operating system closes
 * the files, which lmdb survives by design (the writes of a failed build are redone by the next).
 * A watchdog process kills the build should anything else still hold it.
 */
export function prepareExitAfterAuthorError(): void {
  if (prepared) return;
  prepared = true;
  removeNativeExitHandlers();
  startWatchdog(process.pid, EXIT_DEADLINE_MS);
}

/** Removes the exit handlers of native add-ons: lmdb's is the only one, see above. */
export function removeNativeExitHandlers(): void {
  for (const listener of process.listeners("exit")) {
    if (/\[native code\]/.test(Function.prototype.toString.call(listener))) process.removeListener("exit", listener);
  }
}

/**
 * A separate process that kills `pid` after `deadlineMs` if it is still running, and ends as
 * soon as `pid` is gone. It has to be a process: a build stuck in native exit code runs no
 * JavaScript, timers and worker threads included.
 */
export function startWatchdog(pid: number, deadlineMs: number): void {
  const script = `
    const [pid, deadline] = process.argv.slice(1).map(Number);
    const alive = () => { try { process.kill(pid, 0); return true; } catch { return false; } };
    setInterval(() => {
      if (!alive()) process.exit(0);
      if (Date.now() < deadline) return;
      process.stderr.write("The build did not exit ${deadlineMs / 1000} s after reporting an author error; stopping it.\\n");
      try { process.kill(pid, "SIGKILL"); } catch {}
      process.exit(0);
    }, 100);`;
  const watchdog = spawn(process.execPath, ["-e", script, String(pid), String(Date.now() + deadlineMs)], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  watchdog.unref();
}
