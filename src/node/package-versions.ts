import fs from "fs";
import path from "path";

/** Installed versions of the named packages, for site metadata. */
export function packageVersions(names: string[]): { name: string; version: string }[] {
  return names.map((name) => {
    const manifest = path.resolve(process.cwd(), "node_modules", name, "package.json");
    const { version } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string };
    return { name, version };
  });
}
