/** wrk on loopback for the server benchmarks (bench/serve.ts, bench/nginx.ts): one run and its figures. */
import { spawnSync } from "node:child_process";

/** How one wrk run loads the server. */
export interface WrkOptions {
  threads: number;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

/** What a wrk run reports: requests per second, latency in ms (NaN when absent), and its errors. */
export interface WrkFigures {
  rps: number;
  mean: number;
  p50: number;
  p99: number;
  /** Answers with a status other than 2xx or 3xx. */
  non2xx: number;
  timeouts: number;
  /** Connect, read and write errors. */
  socketErrors: number;
}

/** Why wrk cannot run here, or null. */
export const wrkMissing = (): string | null =>
  spawnSync("wrk", ["--version"]).error ? "wrk is not installed. On Debian: apt-get install wrk" : null;

const UNIT_MS = { us: 1 / 1000, ms: 1, s: 1000, m: 60_000 } as const;

/** Milliseconds from a wrk duration such as 812.00us, 3.25ms or 1.02s; NaN for anything else. */
export function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) return NaN;
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

/** The figures of a wrk report (its `--latency` output). */
export function parseWrk(out: string): WrkFigures {
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

/** One wrk run; the figures parsed from its report. */
export function runWrk(url: string, { threads, connections, seconds, headers = {} }: WrkOptions): WrkFigures {
  const args = ["-t", String(threads), "-c", String(connections), "-d", `${seconds}s`, "--latency", "--timeout", "5s"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  const result = spawnSync("wrk", [...args, url], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr || result.stdout}`);
  return parseWrk(result.stdout);
}
