// Types of markdown-negotiation.mjs, a plain ESM module of the local server.
export declare function quality(accept: string | undefined, type: string): number;
export declare function prefersMarkdown(accept: string | undefined): boolean;
export declare const markdownPath: (route: string) => string;
export declare const alternateLink: (route: string) => string;
