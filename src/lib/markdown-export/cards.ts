/** Pages that list other pages (category pages, API tag overviews) as Markdown. */
import { joinBlocks, link, pageHeader } from "./blocks";
import { htmlToMarkdown } from "./from-html";

/** A card on a listing page. */
export interface ListedPage {
  label: string;
  href: string;
  description: string | null;
  /** HTTP method of an API operation. */
  method?: string | null;
}

/** A listing page: its title, its description (Markdown or safe HTML), and its cards. */
export interface ListingSource {
  title: string;
  description?: string | null;
  descriptionHtml?: string | null;
  cards: readonly ListedPage[];
}

/** The cards as a Markdown list: link, method and description. */
export function cardList(cards: readonly ListedPage[]): string {
  return cards
    .map(
      (card) =>
        `- ${card.method ? `${card.method.toUpperCase()} ` : ""}${link(card.label, card.href)}${card.description ? `: ${card.description}` : ""}`,
    )
    .join("\n");
}

/** A category page or an API tag's overview as Markdown. */
export function listingMarkdown(page: ListingSource): string {
  return joinBlocks([
    pageHeader(page.title, page.description),
    htmlToMarkdown(page.descriptionHtml),
    cardList(page.cards),
  ]);
}
