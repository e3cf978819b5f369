/** @jest-environment node */
import type { Actions, Node } from "gatsby";
import { awaitingCreatedNodes } from "../../src/node/created-nodes";
import { changedSince, SettledFiles, unsettled } from "../../src/node/settled-files";

/** A node as Gatsby's store holds it: only the fields the record reads. */
const node = (id: string, digest: string, fields: { type?: string; parent?: string; children?: string[] } = {}) =>
  ({
    id,
    parent: fields.parent ?? null,
    children: fields.children ?? [],
    internal: { type: fields.type ?? "File", contentDigest: digest, owner: "gatsby-source-filesystem" },
  }) as unknown as Node;

const store = (...nodes: Node[]) => {
  const byId = new Map(nodes.map((each) => [each.id, each]));
  return (id: string) => byId.get(id);
};

/** Resolves after pending callbacks and timers of 0 ms ran. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("changedSince and unsettled", () => {
  test("nothing is waited for on the first run, when there is no earlier version", () => {
    expect(changedSince([{ id: "crypto", digest: "b" }], null)).toEqual([]);
  });

  test("a file is changed when it is new or its digest differs, and unsettled until that digest is processed", () => {
    const before = new Map([
      ["crypto", "a"],
      ["sidebar", "s"],
    ]);
    const changed = changedSince(
      [
        { id: "crypto", digest: "b" },
        { id: "sidebar", digest: "s" },
        { id: "guide", digest: "g" },
      ],
      before,
    );
    expect(changed.map((file) => file.id)).toEqual(["crypto", "guide"]);
    expect(
      unsettled(
        changed,
        new Map([
          ["crypto", "a"],
          ["guide", "g"],
        ]),
      ).map((file) => file.id),
    ).toEqual(["crypto"]);
  });
});

describe("SettledFiles", () => {
  test("createPages waits for a file saved since its last run until the site's hook reaches that version", async () => {
    const record = new SettledFiles();
    const saved = node("crypto.yaml", "v1");
    await record.waitForChanges([saved], 1_000);

    const edited = node("crypto.yaml", "v2");
    let done = false;
    const waiting = record.waitForChanges([edited], 10_000).then((late) => {
      done = true;
      return late;
    });
    await tick();
    expect(done).toBe(false);
    // An earlier version reaching the hook does not end the wait.
    record.noteFile(saved, store(saved));
    await tick();
    expect(done).toBe(false);
    record.noteFile(edited, store(edited));
    expect(await waiting).toEqual([]);
  });

  test("a wait ends after its timeout, naming the files still unprocessed", async () => {
    const record = new SettledFiles();
    await record.waitForChanges([node("crypto.yaml", "v1")], 1_000);
    expect(await record.waitForChanges([node("crypto.yaml", "v2")], 20)).toEqual([{ id: "crypto.yaml", digest: "v2" }]);
  });

  test("a file already processed when pages are made is not waited for", async () => {
    const record = new SettledFiles();
    await record.waitForChanges([node("facts.yaml", "v1")], 1_000);
    const edited = node("facts.yaml", "v2");
    record.noteFile(edited, store(edited));
    expect(await record.waitForChanges([edited], 10_000)).toEqual([]);
  });

  test("a guide settles when its Mdx child of the same version is done, whichever hook ends first", async () => {
    const mdx = node("guide >>> Mdx", "v2", { type: "Mdx", parent: "guide.mdx" });
    const file = node("guide.mdx", "v2", { children: [mdx.id] });
    const getNode = store(file, mdx);

    const fileFirst = new SettledFiles();
    await fileFirst.waitForChanges([node("guide.mdx", "v1")], 1_000);
    let done = false;
    const waiting = fileFirst.waitForChanges([file], 10_000).then(() => (done = true));
    fileFirst.noteFile(file, getNode);
    await tick();
    expect(done).toBe(false);
    fileFirst.noteChildDone(mdx);
    await waiting;

    const childFirst = new SettledFiles();
    await childFirst.waitForChanges([node("guide.mdx", "v1")], 1_000);
    childFirst.noteChildDone(mdx);
    childFirst.noteFile(file, getNode);
    expect(await childFirst.waitForChanges([file], 10_000)).toEqual([]);
  });

  test("a guide whose Mdx child was not made again (its frontmatter failed) settles with its file", async () => {
    const record = new SettledFiles();
    await record.waitForChanges([node("guide.mdx", "v1")], 1_000);
    const oldChild = node("guide >>> Mdx", "v1", { type: "Mdx", parent: "guide.mdx" });
    const file = node("guide.mdx", "v2", { children: [oldChild.id] });
    record.noteFile(file, store(file, oldChild));
    expect(await record.waitForChanges([file], 10_000)).toEqual([]);
  });
});

describe("awaitingCreatedNodes", () => {
  test("resolves only when the hooks of every created node are done", async () => {
    const hooks: Array<() => void> = [];
    const actions: Pick<Actions, "createNode"> = {
      createNode: () => new Promise<void>((resolve) => hooks.push(resolve)),
    };
    const created = awaitingCreatedNodes(actions);
    created.actions.createNode({ id: "a", internal: { type: "T", contentDigest: "1" } });
    created.actions.createNode({ id: "b", internal: { type: "T", contentDigest: "2" } });
    let done = false;
    const processed = created.processed().then(() => (done = true));
    hooks[0]?.();
    await tick();
    expect(done).toBe(false);
    hooks[1]?.();
    await processed;
    expect(done).toBe(true);
  });
});
