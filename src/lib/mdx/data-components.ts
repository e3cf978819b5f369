/**
 * Components a guide imports because they read the data layer (useStaticQuery): each is rendered
 * as a Gatsby slice of its own, so that its code and its query's data load on the pages that
 * show it only, not with the one doc template every guide uses.
 */
export interface DataComponent {
  /** The name a guide imports and writes as a tag. */
  name: string;
  /** The module, relative to the project root, that exports the component under that name. */
  module: string;
  /**
   * The slot the doc template keeps for it (`<Slice alias={slot} allowEmpty />`,
   * src/components/mdx/data-slices.tsx). Gatsby lists a template's slots in the page data of every
   * page of the template; a page fills one only when it maps the slot to the slice, so the others
   * load nothing.
   */
  slot: string;
  /** The id of the slice that renders it. */
  sliceId: string;
  /** The slice's component, relative to the project root. */
  slice: string;
}

/** Every component a guide may import. */
export const DATA_COMPONENTS: readonly DataComponent[] = [
  {
    name: "SymbolListCards",
    module: "src/components/symbols/SymbolListCards",
    slot: "content-symbol-list-cards",
    sliceId: "symbol-list-cards",
    slice: "src/templates/slices/symbol-list-cards.tsx",
  },
  {
    name: "HttpApiChangelog",
    module: "src/components/changelog/HttpApiChangelog",
    slot: "content-http-api-changelog",
    sliceId: "http-api-changelog",
    slice: "src/templates/slices/http-api-changelog.tsx",
  },
  {
    name: "WebSocketChangelog",
    module: "src/components/changelog/WebSocketChangelog",
    slot: "content-websocket-changelog",
    sliceId: "websocket-changelog",
    slice: "src/templates/slices/websocket-changelog.tsx",
  },
];

/** The data components a guide's body shows (by their tags), in the list's order. */
export function dataComponentsIn(body: string): string[] {
  return DATA_COMPONENTS.filter((component) => new RegExp(`<${component.name}[\\s/>]`).test(body)).map(
    (component) => component.name,
  );
}

/**
 * The slices a guide's page shows for its data components, slot → slice id, as createPage takes
 * them: a page fills only the slots it shows, so that no other page loads their code or data.
 */
export function dataComponentSlices(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    DATA_COMPONENTS.filter((component) => names.includes(component.name)).map((component) => [
      component.slot,
      component.sliceId,
    ]),
  );
}

/** The data component a guide's import names, if the import is one of them (the path as written, from the guide). */
export function dataComponentOf(name: string, source: string): DataComponent | undefined {
  const component = DATA_COMPONENTS.find((candidate) => candidate.name === name);
  const normalised = source
    .replace(/\\/g, "/")
    .replace(/\.(tsx?|jsx?)$/, "")
    .replace(/\/index$/, "");
  return component && normalised.endsWith(component.module) ? component : undefined;
}
