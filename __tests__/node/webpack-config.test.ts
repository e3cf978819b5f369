/** @jest-environment node */
import { BROWSER_STAND_INS, browserStandIns, gatsbyInternalAlias } from "../../src/node/webpack-config";

const ONE_VERSION = [{ name: "current", label: "Current", path: "/docs" }];

describe("production stand-ins", () => {
  const standInFor = (request: string) => BROWSER_STAND_INS.find(([module]) => module.test(request))?.[1];

  test("replace Gatsby's partytown browser module, its React DOM helpers and hoist-non-react-statics, nothing else", () => {
    expect(standInFor("/site/node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js")).toBe(
      "no-partytown.ts",
    );
    expect(standInFor("..\\node_modules\\gatsby\\dist\\internal-plugins\\partytown\\gatsby-browser.js")).toBe(
      "no-partytown.ts",
    );
    expect(standInFor("hoist-non-react-statics")).toBe("no-hoist-statics.ts");
    expect(standInFor("/site/.cache/react-dom-utils.js")).toBe("react-dom-utils.ts");
    expect(standInFor("C:\\site\\.cache\\react-dom-utils.js")).toBe("react-dom-utils.ts");
    expect(standInFor("/site/.cache/react-dom-utils-test.js")).toBeUndefined();
    expect(standInFor("react-dom/client")).toBeUndefined();
    expect(standInFor("/site/node_modules/gatsby/dist/internal-plugins/partytown/gatsby-ssr.js")).toBeUndefined();
    expect(standInFor("hoist-non-react-statics/src/index")).toBeUndefined();
    expect(standInFor("gatsby-script")).toBeUndefined();
  });

  test("stand in for the service-worker registration only when no plugin registers a worker", () => {
    const worker = "/site/.cache/register-service-worker.js";
    const matches = (standIns: [RegExp, string][]) => standIns.some(([module]) => module.test(worker));
    expect(matches(browserStandIns([{ browserAPIs: ["onRouteUpdate"] }, {}], ONE_VERSION))).toBe(true);
    expect(matches(browserStandIns([{ browserAPIs: ["registerServiceWorker"] }], ONE_VERSION))).toBe(false);
    expect(matches(BROWSER_STAND_INS)).toBe(false);
  });

  test("stand in for the version dropdown only when a single version leaves it nothing to show", () => {
    const menu = "/site/src/components/layout/VersionMenu/index.tsx";
    const standInFor = (standIns: [RegExp, string][]) => standIns.find(([module]) => module.test(menu))?.[1];
    expect(standInFor(browserStandIns([], ONE_VERSION))).toBe("no-version-menu.ts");
    expect(
      standInFor(browserStandIns([], [...ONE_VERSION, { name: "v1", label: "v1", path: "/docs/v1" }])),
    ).toBeUndefined();
    expect(
      browserStandIns([], ONE_VERSION).some(([module]) =>
        module.test("/site/src/components/layout/LanguageMenu/index.tsx"),
      ),
    ).toBe(false);
  });

  test("keep the exports their importers use", async () => {
    const partytown = await import("../../src/browser/no-partytown");
    expect(partytown.onInitialClientRender()).toBeUndefined();
    const { VersionMenu } = await import("../../src/browser/no-version-menu");
    expect(VersionMenu()).toBeNull();
    const hoist = (await import("../../src/browser/no-hoist-statics")).default;
    const target = () => null;
    expect(hoist(target)).toBe(target);
  });
});

describe("gatsby-internal alias", () => {
  test("points at the site's .cache, where Gatsby's router loads its runtime from", () => {
    expect(gatsbyInternalAlias("/site")).toEqual({ "gatsby-internal": "/site/.cache" });
  });
});
