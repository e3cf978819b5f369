import { useRef, type ComponentPropsWithoutRef, type CSSProperties } from "react";
import { CopyButton } from "./CopyButton";
import { scrollableProps } from "./scrollable";

type PreProps = ComponentPropsWithoutRef<"pre"> & {
  "data-title"?: string;
  "data-language"?: string;
  "data-language-label"?: string;
  /** The highlighted `code` element as HTML, set at build time by rehypeCodeHtml. */
  "data-code-html"?: string;
};

/**
 * The block's height in lines, for the room it holds while the browser skips laying it out
 * off-screen (content-visibility in global-css.ts), so that the page's height barely changes
 * when it is laid out.
 */
function lineCount(html: string | undefined): number | undefined {
  // Each highlighted line ends in a newline (rehype-code-blocks).
  return html === undefined ? undefined : Math.max(1, html.split("\n").length - 1);
}

/** A highlighted code block with a title bar (file name or language) and a copy button. */
export function CodeBlock({
  children,
  "data-title": title,
  "data-language": language,
  "data-language-label": label,
  "data-code-html": html,
  className,
  ...rest
}: PreProps) {
  const code = useRef<HTMLPreElement>(null);
  const name = title ?? label ?? language;
  const lines = lineCount(html);
  return (
    <div className="code-block" style={lines === undefined ? undefined : ({ "--code-lines": lines } as CSSProperties)}>
      <div className="code-block-bar">
        <span>{name ?? "Code"}</span>
        <CopyButton getText={() => code.current?.innerText.replace(/\n$/, "") ?? ""} />
      </div>
      <pre
        ref={code}
        className={className ? `code-block-pre ${className}` : "code-block-pre"}
        data-language={language}
        {...scrollableProps(name ? `Code: ${name}` : "Code")}
        {...rest}
        {...(html === undefined ? { children } : { dangerouslySetInnerHTML: { __html: html } })}
      />
    </div>
  );
}
