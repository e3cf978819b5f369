import type { ReactNode } from "react";
import type { TocEntry } from "../../lib/headings";
import type { Card } from "../../lib/routes";
import type { PageNavigation } from "../../lib/sidebars/navigation";
import { DocCardList } from "../cards/DocCardList";
import { Breadcrumbs } from "../layout/Breadcrumbs";
import { Layout } from "../layout/Layout";
import { Pagination } from "../layout/Pagination";
import { TocCollapsible } from "../layout/Toc";

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
      <article className={model.wide ? "doc-article-wide" : "doc-article"}>
        <Breadcrumbs trail={navigation.breadcrumbs} root={model.sidebarRoot} current={model.title} />
        <h1>{model.title}</h1>
        {model.lead && <p className="doc-lead">{model.lead}</p>}
        {model.toc.length > 0 && (
          <div className="narrow-only">
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
