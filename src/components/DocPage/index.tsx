import { css } from "@emotion/react";
import type { ReactNode } from "react";
import type { TocEntry } from "../../lib/headings";
import type { Card } from "../../lib/routes";
import type { PageNavigation } from "../../lib/sidebars/navigation";
import { color, layout, wide } from "../../theme/tokens";
import { DocCardList } from "../cards/DocCardList";
import { Breadcrumbs } from "../layout/Breadcrumbs";
import { Layout } from "../layout/Layout";
import { Pagination } from "../layout/Pagination";
import { TocCollapsible } from "../layout/Toc";

const article = css`
  max-width: ${layout.contentMaxWidth}px;
  margin: 0 auto;
`;

// Data tables use the whole content column; paragraphs keep the reading measure.
const wideArticle = css`
  max-width: 1120px;
  margin: 0 auto;
  > p { max-width: ${layout.contentMaxWidth}px; }
`;

const lead = css`
  font-size: 1.125rem;
  color: ${color("textMuted")};
  margin-top: -0.25rem;
`;

const narrowOnly = css`
  ${wide} { display: none; }
`;

/** What a doc-like page shows, computed by its template. */
export interface DocPageModel {
  route: string;
  title: string;
  /** Shown under the title on pages without their own introduction (generated pages). */
  lead?: string | null;
  sidebarId: string | null;
  sidebarRoot: { label: string; href: string } | null;
  navigation: PageNavigation;
  toc: TocEntry[];
  cards: Card[];
  /** The body is a wide table (symbol lists): the page takes the full content column. */
  wide?: boolean;
}

/** Props of DocPage. */
export interface Props {
  model: DocPageModel;
  /** Rendered body, e.g. MDX content. */
  children?: ReactNode;
}

/** A documentation page: breadcrumbs, title, body, category cards, previous/next. */
export function DocPage({ model, children }: Props) {
  const { navigation } = model;
  return (
    <Layout route={model.route} sidebarId={model.sidebarId} toc={model.toc}>
      <article css={model.wide ? wideArticle : article}>
        <Breadcrumbs trail={navigation.breadcrumbs} root={model.sidebarRoot} current={model.title} />
        <h1>{model.title}</h1>
        {model.lead && <p css={lead}>{model.lead}</p>}
        {model.toc.length > 0 && (
          <div css={narrowOnly}>
            <TocCollapsible entries={model.toc} />
          </div>
        )}
        {children}
        <DocCardList cards={model.cards} />
        <Pagination previous={navigation.previous} next={navigation.next} />
      </article>
    </Layout>
  );
}
