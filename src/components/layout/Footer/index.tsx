import { css } from "@emotion/react";
import { siteConfig } from "../../../../site.config";
import { color, desktop } from "../../../theme/tokens";
import { SiteLink } from "../SiteLink";

const footer = css`
  border-top: 1px solid ${color("border")};
  background: ${color("surface")};
  padding: 2.5rem 16px 2rem;
  font-size: 0.9375rem;
`;

const columns = css`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  max-width: 1100px;
  margin: 0 auto;
  h2 { font-size: 0.875rem; text-transform: uppercase; letter-spacing: 0.06em; margin: 0 0 0.75rem; padding: 0; color: ${color("textMuted")}; }
  ul { list-style: none; margin: 0; padding: 0; }
  a { color: ${color("text")}; text-decoration: none; }
  a:hover { color: ${color("accent")}; text-decoration: underline; }
  ${desktop} { grid-template-columns: repeat(3, 1fr); }
`;

const copyright = css`
  max-width: 1100px;
  margin: 2rem auto 0;
  color: ${color("textMuted")};
  font-size: 0.875rem;
`;

/** Site footer: link columns and the copyright line. */
export function Footer() {
  return (
    <footer css={footer}>
      <div css={columns}>
        {siteConfig.footer.columns.map((column) => (
          <section key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`}>{column.title}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.href}>
                  <SiteLink href={item.href}>{item.label}</SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p css={copyright}>{siteConfig.footer.copyright}</p>
    </footer>
  );
}
