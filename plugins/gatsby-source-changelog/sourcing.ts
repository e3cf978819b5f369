import type { CreateNodeArgs, GatsbyNode, Node } from "gatsby";
import path from "path";
import { siteConfig } from "../../site.config";
import { changelogAtom } from "../../src/lib/changelog/atom";
import { buildChangelog } from "../../src/lib/changelog/history";
import { changelogMarkdown } from "../../src/lib/changelog/markdown";
import { CHANGELOGS, type ChangelogSpec } from "../../src/lib/changelog/specs";
import { changelogLinks, changelogView, type ChangelogNodeFields } from "../../src/lib/changelog/view";
import { FACTS_FILE } from "../../src/lib/facts/load";
import type { Facts } from "../../src/lib/facts/schema";
import { oncePerInputs } from "../../src/lib/once-per-inputs";
import {
  changelogSources,
  parseSpecJson,
  readChangelogFiles,
  type ChangelogFiles,
} from "../../src/node/changelog-sources";
import { withReportedAuthorErrors } from "../../src/node/report";
import { readableFacts } from "../../src/node/spec-source";
import { writePublicFile } from "../../src/node/sample-files";
import { keepSourcedNodes } from "../../src/node/replace-nodes";

/** GraphQL type of the nodes this plugin creates, one per changelog. */
export const SPEC_CHANGELOG_TYPE = "SpecChangelog";

/** A SpecChangelog node, with the fields only the build reads. */
export interface SpecChangelogNode extends Node, ChangelogNodeFields {
  /** The Atom feed, written at `feed` after the build. */
  atom: string;
}

/** The spec nodes of the spec source plugins: the spec as it is now, resolved and validated. */
interface SpecNode extends Node {
  documentJson: string;
}

interface FileNode extends Node {
  absolutePath: string;
}

const isFile = (node: Node): node is FileNode =>
  node.internal.type === "File" && typeof (node as Partial<FileNode>).absolutePath === "string";

/** Whether a node is one a changelog is made from: its spec's node, its notes, a snapshot, the facts. */
function isInputOf(spec: ChangelogSpec, node: Node): boolean {
  if (node.internal.type === spec.specNode) return true;
  if (!isFile(node)) return false;
  const file = node.absolutePath;
  return (
    [spec.notes, FACTS_FILE].some((input) => path.resolve(input) === file) ||
    file.startsWith(`${path.resolve(spec.releases)}${path.sep}`)
  );
}

interface Inputs {
  files: ChangelogFiles;
  /** The spec now, as its source plugin's node holds it. */
  spec: string;
  facts: Facts;
}

const sameInputs = (a: Inputs, b: Inputs): boolean =>
  a.facts === b.facts &&
  a.spec === b.spec &&
  a.files.notes === b.files.notes &&
  a.files.snapshots.size === b.files.snapshots.size &&
  [...a.files.snapshots].every(([id, text]) => b.files.snapshots.get(id) === text);

// Every file a changelog reads arrives as a node on a cold build: it is made once per version of them.
const runs = new Map(Object.values(CHANGELOGS).map((spec) => [spec.id, oncePerInputs(sameInputs)]));

function createChangelogNode(args: CreateNodeArgs, spec: ChangelogSpec, { files, spec: text, facts }: Inputs): void {
  const started = Date.now();
  const current = parseSpecJson(text, spec.spec);
  const view = changelogView(buildChangelog(changelogSources(spec, files, current, facts)));
  const fields = {
    ...view,
    markdown: changelogMarkdown(view, siteConfig.siteUrl),
    links: changelogLinks(view),
    atom: changelogAtom(view, siteConfig.siteUrl, siteConfig.brand),
  };
  args.actions.createNode({
    ...fields,
    id: args.createNodeId(`${SPEC_CHANGELOG_TYPE} >>> ${spec.id}`),
    internal: { type: SPEC_CHANGELOG_TYPE, contentDigest: args.createContentDigest(fields) },
  });
  const releases = view.sections.filter((section) => section.date !== null);
  const changes = releases.reduce((sum, section) => sum + section.changes.length, 0);
  const unreleased = view.sections.find((section) => section.id === "unreleased")?.changes.length ?? 0;
  args.reporter.info(
    `${spec.notes}: ${releases.length} releases with ${changes} changes, ${unreleased} not released (${Date.now() - started} ms).`,
  );
}

/** The spec nodes, and the files a changelog is made from. */
export const shouldOnCreateNode = ({ node }: { node: Node }): boolean =>
  Object.values(CHANGELOGS).some((spec) => isInputOf(spec, node));

/**
 * Makes the changelogs a node belongs to: from the spec as its source plugin made it (so it is
 * parsed and its facts resolved once, and a broken spec stops the build there), and the notes and
 * snapshots as they are on disk. In `gatsby develop` a save of any of them, or of the facts, makes
 * them again; a broken save is reported with its file and line, and the last good node stays.
 */
export const onCreateNode = async (args: CreateNodeArgs): Promise<void> => {
  for (const spec of Object.values(CHANGELOGS)) {
    if (!isInputOf(spec, args.node)) continue;
    const [specNode] = (
      args.node.internal.type === spec.specNode ? [args.node] : args.getNodesByType(spec.specNode)
    ) as SpecNode[];
    const facts = readableFacts();
    // Until the spec's node exists (a cold build sources the files first), there is nothing to compare with.
    if (!specNode || !facts) continue;
    const inputs: Inputs = { files: readChangelogFiles(spec), spec: specNode.documentJson, facts };
    await runs.get(spec.id)?.run(inputs, async () => {
      const made = await withReportedAuthorErrors(args.reporter, spec.notes, () => {
        createChangelogNode(args, spec, inputs);
        return true;
      });
      return made === true;
    });
  }
};

/** The changelog nodes are kept across runs that reuse Gatsby's cache, where unchanged files are not created again. */
export const sourceNodes = keepSourcedNodes;

/** Writes each changelog's Atom feed next to its page. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ getNodesByType }) => {
  for (const node of getNodesByType(SPEC_CHANGELOG_TYPE) as SpecChangelogNode[]) writePublicFile(node.feed, node.atom);
};
