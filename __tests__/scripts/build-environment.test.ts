/** @jest-environment node */
import { gatsbyBuildEnvironment } from "../../scripts/build-environment";

describe("the environment of gatsby build in npm run build", () => {
  test("keeps the compile cache under the project, and writes plain lines into a pipe or a file", () => {
    expect(gatsbyBuildEnvironment({ PATH: "/bin" }, false, "/site")).toEqual({
      PATH: "/bin",
      NODE_COMPILE_CACHE: "/site/node_modules/.cache/node-compile",
      GATSBY_LOGGER: "yurnalist",
    });
  });

  test("leaves the logger to Gatsby in a terminal", () => {
    expect(gatsbyBuildEnvironment({}, true, "/site")).not.toHaveProperty("GATSBY_LOGGER");
  });

  test("keeps the reader's own compile cache and logger", () => {
    expect(gatsbyBuildEnvironment({ NODE_COMPILE_CACHE: "/tmp/c", GATSBY_LOGGER: "json" }, false, "/site")).toEqual({
      NODE_COMPILE_CACHE: "/tmp/c",
      GATSBY_LOGGER: "json",
    });
  });
});
