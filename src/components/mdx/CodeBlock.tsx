import { css } from "@emotion/react";
import { useRef, type ComponentPropsWithoutRef } from "react";
import { color } from "../../theme/tokens";
import { CopyButton } from "./CopyButton";
import { scrollableProps } from "./scrollable";

const frame = css`
  margin: 0 0 1.25rem;
  border: 1px solid ${color("border")};
  border-radius: 8px;
  background: ${color("codeBg")};
  overflow: hidden;
`;

const bar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.35rem 0.5rem 0.35rem 1rem;
  border-bottom: 1px solid ${color("border")};
  font-size: 0.8125rem;
  color: ${color("textMuted")};
  font-family: var(--font-code);
`;

const pre = css`
  margin: 0;
  padding: 0.85rem 0;
  overflow-x: auto;
  color: ${color("codeText")};
  line-height: 1.55;
  white-space: pre;
  tab-size: 2;
  /* Inside the frame, which clips its rounded corners: an outline drawn outside would be cut off. */
  &:focus-visible { outline-offset: -2px; }
`;

type PreProps = ComponentPropsWithoutRef<"pre"> & {
  "data-title"?: string;
  "data-language"?: string;
  "data-language-label"?: string;
  /** The highlighted `code` element as HTML, set at build time by rehypeCodeHtml. */
  "data-code-html"?: string;
};

/** A highlighted code block with a title bar (file name or language) and a copy button. */
export function CodeBlock({
  children,
  "data-title": title,
  "data-language": language,
  "data-language-label": label,
  "data-code-html": html,
  ...rest
}: PreProps) {
  const code = useRef<HTMLPreElement>(null);
  const name = title ?? label ?? language;
  return (
    <div css={frame} className="code-block">
      <div css={bar}>
        <span>{name ?? "Code"}</span>
        <CopyButton getText={() => code.current?.innerText.replace(/\n$/, "") ?? ""} />
      </div>
      <pre
        ref={code}
        css={pre}
        data-language={language}
        {...scrollableProps(name ? `Code: ${name}` : "Code")}
        {...rest}
        {...(html === undefined ? { children } : { dangerouslySetInnerHTML: { __html: html } })}
      />
    </div>
  );
}
