/** @jest-environment node */
import { sliceSidebar } from "../../../src/lib/sidebars/slice";
import type { ResolvedSidebar } from "../../../src/lib/sidebars/types";
import { category } from "../../fixtures/sidebar-nodes";

const endpoints = category("Available endpoints", "/docs/category/available-endpoints", [
  {
    kind: "doc",
    docId: "/docs/api/crypto/get-quote",
    label: "Get quote",
    href: "/docs/api/crypto/get-quote",
    pageKind: "api-operation",
    method: "get",
    deprecated: false,
  },
]);
const API: ResolvedSidebar = {
  id: "api",
  label: "HTTP API",
  items: [
    { kind: "doc", docId: "api/index", label: "Getting started", href: "/docs/api" },
    { kind: "link", label: "Status", href: "https://status.tickwire.io", external: true },
    endpoints,
  ],
  generatedIndexes: [
    {
      route: "/docs/category/available-endpoints",
      title: "Available endpoints",
      description: null,
      items: endpoints.items,
    },
  ],
};

test("the slice gets what the sidebar renders: labels, links, categories and badges, not the build's ids and category pages", () => {
  expect(sliceSidebar(API)).toEqual({
    label: "HTTP API",
    items: [
      { kind: "doc", label: "Getting started", href: "/docs/api" },
      { kind: "link", label: "Status", href: "https://status.tickwire.io", external: true },
      {
        kind: "category",
        label: "Available endpoints",
        href: "/docs/category/available-endpoints",
        collapsed: false,
        items: [
          { kind: "doc", label: "Get quote", href: "/docs/api/crypto/get-quote", method: "get", deprecated: false },
        ],
      },
    ],
  });
});
