import { Fact } from "../facts/Fact";
import { LimitsTable } from "../facts/LimitsTable";
import { PlanComparison } from "../facts/PlanComparison";
import { SupportLevels } from "../facts/SupportLevels";
import { Admonition } from "./Admonition";
import { CodeBlock } from "./CodeBlock";
import { H2, H3, H4 } from "./Heading";
import { LanguageTabs } from "./LanguageTabs";
import { MdxLink } from "./MdxLink";
import { HeaderCell, Table } from "./Table";
import { TabItem, Tabs } from "./Tabs";

/** Components available to every MDX page without imports. */
export const mdxComponents = {
  h2: H2,
  h3: H3,
  h4: H4,
  a: MdxLink,
  pre: CodeBlock,
  table: Table,
  th: HeaderCell,
  Admonition,
  Tabs,
  TabItem,
  LanguageTabs,
  Fact,
  PlanComparison,
  LimitsTable,
  SupportLevels,
};
