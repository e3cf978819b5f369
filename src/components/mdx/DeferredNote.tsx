/** Props of DeferredNote. */
export interface Props {
  /** What is loading, as the start of a sentence: "The Python sample". */
  what: string;
  failed: boolean;
}

/** Stands in for content that loads on demand: loading, or how to try again after a failure. */
export function DeferredNote({ what, failed }: Props) {
  return (
    <p className="deferred-note" role="status">
      {failed
        ? `${what} could not be loaded. Check your connection, then choose the tab again.`
        : `Loading ${what.charAt(0).toLowerCase()}${what.slice(1)}…`}
    </p>
  );
}
