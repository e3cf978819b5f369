import { specDownloadsHook, specSourceHooks } from "../../src/node/spec-source";
import { API_SPEC_TYPE, sourceOpenApi } from "./source-spec";

/** The spec's File node drives sourcing: see specSourceHooks. */
export const { shouldOnCreateNode, onCreateNode, sourceNodes } = specSourceHooks(sourceOpenApi);

/** Publishes the spec for download, as the YAML file itself and as JSON, from the sourced node. */
export const onPostBuild = specDownloadsHook(API_SPEC_TYPE);
