import { css } from "@emotion/react";
import { siteConfig } from "../../site.config";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";
import { SiteLink } from "../components/layout/SiteLink";
import { pageHead } from "../lib/page-head";
import { color } from "../theme/tokens";

const box = css`
  max-width: 640px;
  margin: 3rem auto;
  ul {
    padding-left: 1.25rem;
  }
  p {
    color: ${color("textMuted")};
  }
`;

/** Sections offered to readers who reached a page that does not exist. */
const SECTIONS = [
  { label: "Introduction", href: "/docs", hint: "What the APIs offer and a three-step quick start" },
  { label: "Getting started", href: "/docs/platform/getting-started", hint: "Your first authenticated request" },
  { label: "HTTP API", href: "/docs/api", hint: "Endpoints, authentication, limits and pagination" },
  { label: "WebSocket API", href: "/docs/websocket", hint: "Streaming quotes in real time" },
  { label: "Symbols", href: "/docs/symbols", hint: "How symbols are written and where to find them" },
  { label: "Support", href: "/docs/support", hint: "Channels, response times and the status page" },
];

/** The not-found page's head tags. */
export function Head() {
  return (
    <Seo
      head={pageHead(siteConfig, {
        title: "Page not found",
        description: "This page does not exist.",
        route: "/docs/404",
        noindex: true,
      })}
    />
  );
}

/** The not-found page, served with HTTP status 404. */
export default function NotFoundPage() {
  return (
    <Layout route="/404" sidebarId={null} markdown={false}>
      <div css={box}>
        <h1>Page not found</h1>
        <p>
          We could not find that page. It may have moved, or the address may have a typo. These sections of the{" "}
          {siteConfig.brand} documentation are a good place to continue:
        </p>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.href}>
              <SiteLink href={section.href}>{section.label}</SiteLink> — {section.hint}
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}
