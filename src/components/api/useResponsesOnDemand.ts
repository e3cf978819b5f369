import { useState } from "react";
import type { DeferredResponses } from "../../lib/openapi/deferred-responses";
import { useDeferredJson, type Deferred } from "../mdx/useDeferredJson";

/**
 * An operation's responses after the first, loaded the first time the reader selects another
 * status tab. The response panel and the example panel call it with the same file and share
 * one request.
 */
export function useResponsesOnDemand(
  src: string,
  initialStatus: string,
): { loaded: Deferred<DeferredResponses>; onSelect: (status: string) => void } {
  const [wanted, setWanted] = useState<string | null>(null);
  const loaded = useDeferredJson<DeferredResponses>(src, wanted);
  return { loaded, onSelect: (status) => status !== initialStatus && setWanted(status) };
}
