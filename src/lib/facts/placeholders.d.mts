// Types of placeholders.mjs, a plain ESM module shared by the build and scripts/mock-stream.mjs.
export declare const PLACEHOLDER: RegExp;
export declare const FILTERS: string[];
export declare class FactReferenceError extends Error {
  constructor(file: string, line: number, message: string);
  file: string;
  line: number;
}
export declare function factPaths(facts: unknown, prefix?: string): string[];
export declare function factAt(facts: unknown, path: string): string | number | boolean | null | undefined;
export declare function closestFactPaths(facts: unknown, path: string, count?: number): string[];
export declare function formatFactValue(value: string | number | boolean | null, filter?: string): string;
export declare function unknownFactError(facts: unknown, path: string, file: string, line: number): FactReferenceError;
export declare function findFactPlaceholders(
  text: string,
): { path: string; filter: string | undefined; line: number; index: number; raw: string }[];
export declare function resolveFactPlaceholders(text: string, facts: unknown, file: string): string;
