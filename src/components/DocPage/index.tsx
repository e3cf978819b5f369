import type { ReactNode } from "react";
import type { TocEntry } from "../../lib/headings";
import type { Card, PageChrome } from "../../lib/page-context";
import { DocCardList } from "../cards/DocCardList";
import { Breadcrumbs } from "../layout/Breadcrumbs";
import { Layout } from "../layout/Layout";
import { Pagination } from "../layout/Pagination";
import { TocCollapsible } from "../layout/Toc";

/** What a doc-like page shows: its chrome from the page context, the rest from its template. */
export interface DocPageModel {
  chrome: PageChrome;
  /** Shown under the title on pages without their own introduction (generated pages). */
  lead?: string | null;
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
  const { chrome } = model;
  return (
    <Layout route={chrome.route} sidebarId={chrome.sidebarId} toc={model.toc} markdown={chrome.markdown}>
      <article className={model.wide ? "doc-article-wide" : "doc-article"}>
        <Breadcrumbs trail={chrome.breadcrumbs} current={chrome.title} />
        <h1>{chrome.title}</h1>
        {model.lead && <p className="doc-lead">{model.lead}</p>}
        {model.toc.length > 0 && (
          <div className="narrow-only">
            <TocCollapsible entries={model.toc} />
          </div>
        )}
        {children}
        <DocCardList cards={model.cards} />
        <Pagination previous={chrome.previous} next={chrome.next} />
      </article>
    </Layout>
  );
}
