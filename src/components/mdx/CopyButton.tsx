import { css } from "@emotion/react";
import { useEffect, useState } from "react";
import { color } from "../../theme/tokens";

const button = css`
  border: 1px solid ${color("border")};
  border-radius: 6px;
  background: ${color("surfaceRaised")};
  color: ${color("textMuted")};
  font: inherit;
  font-size: 0.75rem;
  padding: 0.15rem 0.55rem;
  cursor: pointer;
  &:hover { color: ${color("text")}; border-color: ${color("accent")}; }
`;

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
      <button type="button" css={button} onClick={copy} aria-label={copied ? "Copied" : "Copy code to clipboard"}>
        {copied ? "Copied" : "Copy"}
      </button>
      <span role="status" className="visually-hidden">
        {copied ? "Copied to clipboard" : ""}
      </span>
    </>
  );
}
