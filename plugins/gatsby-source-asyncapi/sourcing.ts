import { specDownloadsHook, specSourceHooks } from "../../src/node/spec-source";
import { WS_SPEC_TYPE, sourceAsyncApi } from "./source-spec";

/** The spec's File node drives sourcing: see specSourceHooks. */
export const { shouldOnCreateNode, onCreateNode, sourceNodes } = specSourceHooks(sourceAsyncApi);

/** Publishes the spec for download, as the YAML file itself and as JSON, from the sourced node. */
export const onPostBuild = specDownloadsHook(WS_SPEC_TYPE);
