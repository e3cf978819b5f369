/** wrk on loopback for the server benchmarks (bench/serve.mjs, bench/nginx.mjs): one run and its figures. */
import { spawnSync } from "node:child_process";

/** Why wrk cannot run here, or null. */
export const wrkMissing = () =>
  spawnSync("wrk", ["--version"]).error ? "wrk is not installed. On Debian: apt-get install wrk" : null;

/** Milliseconds from a wrk duration such as 812.00us, 3.25ms or 1.02s. */
export function milliseconds(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) return NaN;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[match[2]];
}

/**
 * One wrk run; the figures parsed from its report.
 * @param {string} url
 * @param {{ threads: number, connections: number, seconds: number, headers?: Record<string, string> }} options
 */
export function runWrk(url, { threads, connections, seconds, headers = {} }) {
  const args = ["-t", String(threads), "-c", String(connections), "-d", `${seconds}s`, "--latency", "--timeout", "5s"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  const result = spawnSync("wrk", [...args, url], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr || result.stdout}`);
  const out = result.stdout;
  const latency = /Latency\s+(\S+)/.exec(out)?.[1] ?? "";
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    mean: milliseconds(latency),
    p50: milliseconds(/\s50%\s+(\S+)/.exec(out)?.[1] ?? ""),
    p99: milliseconds(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ""),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    timeouts: socketErrors ? Number(socketErrors[4]) : 0,
    socketErrors: socketErrors ? Number(socketErrors[1]) + Number(socketErrors[2]) + Number(socketErrors[3]) : 0,
  };
}
