import { parseYamlSource, type YamlSource } from "../yaml-source";
import type { SidebarFile } from "./schema";
import { validateSidebarFile } from "./validate";

/** A sidebar file parsed and validated once, with the line of every value for later messages. */
export interface SidebarSource {
  /** Sidebar id: the file name without extension. */
  id: string;
  /** File relative to the project root. */
  file: string;
  data: SidebarFile;
  /** `file:line` of every value, keyed by its path joined with "/". */
  locations: Record<string, string>;
}

function collectPaths(value: unknown, path: Array<string | number>, out: Array<Array<string | number>>): void {
  out.push(path);
  if (Array.isArray(value)) value.forEach((item, index) => collectPaths(item, [...path, index], out));
  else if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value)) collectPaths(child, [...path, key], out);
  }
}

/** Parses and validates a sidebar file's text; errors name the file and line. */
export function readSidebarSource(id: string, text: string, file: string): SidebarSource {
  return sidebarSourceFrom(id, parseYamlSource(text, file), file);
}

/** Validates a sidebar file's parsed values; errors name the file and line of each problem. */
export function sidebarSourceFrom(id: string, source: YamlSource, file: string): SidebarSource {
  const data = validateSidebarFile(source.data, file, source.locate);
  const paths: Array<Array<string | number>> = [];
  collectPaths(source.data, [], paths);
  const locations = Object.fromEntries(paths.map((path) => [path.join("/"), source.locate(path)]));
  return { id, file, data, locations };
}

/** `file:line` of the value at `path`, or of its nearest recorded parent. */
export function locateInSidebar(
  source: Pick<SidebarSource, "file" | "locations">,
  path: ReadonlyArray<string | number>,
): string {
  for (let length = path.length; length >= 0; length -= 1) {
    const found = source.locations[path.slice(0, length).join("/")];
    if (found) return found;
  }
  return source.file;
}
