import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { LANGUAGE_GROUP_ID, SITE_LANGUAGES, siteLanguageOfFence } from "../../lib/languages";
import { TabItem, Tabs } from "./Tabs";

type CodeChild = ReactElement<{ "data-language"?: string }>;

/** Props of LanguageTabs. */
export interface Props {
  /** Code blocks, one per language; the fence's language picks the tab. */
  children: ReactNode;
}

/**
 * Site-wide language tabs for guides: write one fenced code block per language and each becomes
 * a tab, in the site's language order, sharing the reader's remembered choice with the API
 * reference. A block whose fence language is not a site language is an error at render time,
 * so a typo cannot silently drop a sample.
 */
export function LanguageTabs({ children }: Props) {
  const blocks = Children.toArray(children).filter((child): child is CodeChild => isValidElement(child));
  const byLanguage = new Map(
    blocks.map((block) => {
      const fence = block.props["data-language"];
      const language = siteLanguageOfFence(fence);
      if (!language) {
        throw new Error(
          `<LanguageTabs> takes code blocks in ${SITE_LANGUAGES.map((entry) => entry.lang).join(", ")}; got a block in "${fence ?? "no language"}".`,
        );
      }
      return [language, block] as const;
    }),
  );
  return (
    <Tabs groupId={LANGUAGE_GROUP_ID}>
      {SITE_LANGUAGES.filter(({ lang }) => byLanguage.has(lang)).map(({ lang, label }) => (
        <TabItem key={lang} value={lang} label={label}>
          {byLanguage.get(lang)}
        </TabItem>
      ))}
    </Tabs>
  );
}
