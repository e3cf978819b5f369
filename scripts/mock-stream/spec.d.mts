// Generated from the JSDoc of the .mjs file of the same name by scripts/mock-stream/declarations.mjs --write.
/**
 * The mock's configuration from a parsed AsyncAPI document.
 * @param {any} doc parsed YAML; its shape is checked field by field below
 * @returns {StreamConfig}
 */
export function streamConfigFromSpec(doc: any): StreamConfig;
/**
 * The spec's text with its `{{facts.…}}` placeholders resolved from content/facts.yaml, by the
 * same function as the build, so the mock enforces the limits the guides and the reference state.
 * @param {string} file path to websocket.asyncapi.yaml
 * @param {string} [factsFile] path to facts.yaml; by default content/facts.yaml of the same project
 * @returns {string}
 */
export function readResolvedSpec(file: string, factsFile?: string): string;
/**
 * Read and interpret the spec file.
 * @param {string} file path to websocket.asyncapi.yaml
 * @param {string} [factsFile] path to facts.yaml; by default content/facts.yaml of the same project
 * @returns {StreamConfig}
 */
export function loadStreamConfig(file: string, factsFile?: string): StreamConfig;
export type Asset = import("./catalogue.mjs").Asset;
export type Plan = import("./protocol.mjs").Plan;
/**
 * Everything the mock takes from the spec.
 */
export type StreamConfig = {
    /**
     * URL prefix of the streams, such as `/v1`
     */
    pathname: string;
    /**
     * one stream per asset class, from the channels
     */
    assets: Asset[];
    /**
     * channel address per asset, such as `/stocks`
     */
    addresses: Record<Asset, string>;
    plans: Record<Plan["name"], Plan>;
    limits: {
        authTimeoutMs: number;
        heartbeatIntervalMs: number;
        deadConnectionMs: number;
        maxMessageBytes: number;
        messagesPerSecond: number;
        outgoingBufferMessages: number;
        delayMs: number;
    };
};
