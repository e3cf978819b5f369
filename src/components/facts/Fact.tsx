/**
 * One fact from content/facts.yaml in running text: `<Fact path="plans.free.httpPerMinute" />`.
 * The value is put in at build time by remarkFacts (src/lib/mdx/remark-facts.ts), so the page
 * carries the text alone and no facts reach the browser.
 */
export function Fact({ value }: { path: string; value?: string }) {
  return <>{value}</>;
}
