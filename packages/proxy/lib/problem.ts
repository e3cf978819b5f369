/**
 * The Try-it proxy's own answers, as RFC 9457 problem details. Every one carries a `reason`,
 * a stable code the Try-it panel shows next to the sentence in `detail`. Their types and titles
 * are the ones the panel knows them by (src/lib/tryit/proxy-problems.ts).
 */
import { PROXY_PROBLEMS, type ProxyProblemStatus } from "../../../src/lib/tryit/proxy-problems";

/** A problem details document. */
export interface Problem {
  type: string;
  title: string;
  status: ProxyProblemStatus;
  detail: string;
  reason: string;
}

/** The problem document for a status, reason and detail. */
export function problem(status: ProxyProblemStatus, reason: string, detail: string): Problem {
  const { type, title } = PROXY_PROBLEMS[status];
  return { type, title, status, detail, reason };
}
