/** @jest-environment node */
import { siteConfig } from "../../../site.config";
import { FACTS } from "../../fixtures/facts";

// site.config.ts keeps its own copy of the hosts for the chrome and Try it; it must be the facts' one.
test("the hosts of site.config.ts are those of content/facts.yaml", () => {
  expect(siteConfig.hosts).toEqual({
    httpApi: FACTS.hosts.api.baseUrl,
    websocket: FACTS.hosts.stream.baseUrl,
    dashboard: FACTS.hosts.dashboard,
    tryItProxy: FACTS.hosts.proxy,
    status: FACTS.hosts.status,
  });
});
