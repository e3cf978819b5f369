import { Sidebar } from "../components/layout/Sidebar";
import type { SidebarView } from "../lib/sidebars/types";

/** Props Gatsby passes to the sidebar slice. */
export interface Props {
  sliceContext: { sidebar: SidebarView };
  activeRoute: string;
}

/** One sidebar, rendered once per sidebar and shared by every page that shows it. */
export default function SidebarSlice({ sliceContext, activeRoute }: Props) {
  return <Sidebar sidebar={sliceContext.sidebar} activeRoute={activeRoute} />;
}
