// Generated from the JSDoc of the .mjs file of the same name by scripts/mock-stream/declarations.mjs --write.
/**
 * The mock's configuration from a parsed AsyncAPI document.
 * @param {any} doc parsed YAML; its shape is checked field by field below
 * @returns {StreamConfig}
 */
export function streamConfigFromSpec(doc: any): StreamConfig;
/**
 * Read and interpret the spec file.
 * @param {string} file path to websocket.asyncapi.yaml
 * @returns {StreamConfig}
 */
export function loadStreamConfig(file: string): StreamConfig;
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
    };
};
