import { useEffect, useState } from "react";

/** Props of CopyButton. */
export interface Props {
  /** Returns the text to copy at click time. */
  getText: () => string;
}

/** Copies a code block to the clipboard and says so for two seconds, also to screen readers. */
export function CopyButton({ getText }: Props) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(getText());
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  // The status region sits beside the button: live regions inside a labelled control are not
  // announced reliably, and an empty region that gains text is.
  return (
    <>
      <button
        type="button"
        className="copy-button"
        onClick={copy}
        aria-label={copied ? "Copied" : "Copy code to clipboard"}
      >
        {copied ? "Copied" : "Copy"}
      </button>
      <span role="status" className="visually-hidden">
        {copied ? "Copied to clipboard" : ""}
      </span>
    </>
  );
}
