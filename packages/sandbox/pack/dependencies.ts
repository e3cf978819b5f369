/**
 * The packed sandbox's dependencies: every package its modules import must be declared in
 * packages/sandbox/package.json, with the range the project installs, so that the tarball
 * installs what the tests ran with; and nothing else is declared.
 */

export type Ranges = Readonly<Record<string, string>>;

/** What is wrong with the declared dependencies, one sentence each; empty when nothing is. */
export function dependencyProblems(imported: ReadonlyMap<string, string>, declared: Ranges, project: Ranges): string[] {
  const problems: string[] = [];
  for (const [name, importer] of [...imported].sort(([a], [b]) => a.localeCompare(b))) {
    const range = project[name];
    if (declared[name] === undefined)
      problems.push(
        `${importer} imports ${name}: add "${name}": "${range ?? "<range>"}" to the dependencies of packages/sandbox/package.json.`,
      );
    else if (range !== undefined && declared[name] !== range)
      problems.push(
        `${name} is "${declared[name]}" in packages/sandbox/package.json and "${range}" in the project's package.json: make them the same.`,
      );
    if (range === undefined)
      problems.push(`${importer} imports ${name}, which the project's package.json doesn't install.`);
  }
  for (const name of Object.keys(declared).sort())
    if (!imported.has(name))
      problems.push(`packages/sandbox/package.json depends on ${name}, which no packed module imports: remove it.`);
  return problems;
}
