/** @jest-environment node */
import { GATSBY_TOTAL, PRECOMPRESS, buildSteps, medianSteps } from "../../bench/build-steps.ts";

/** Lines as `npm run build` prints them, with the escape sequences of Gatsby's redrawn lines. */
const LOG = [
  "> tickwire-docs@1.0.0 build",
  "success compile gatsby files - 2.974s",
  "\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess load plugins - 0.545s",
  "success Clean up stale nodes - 0.400s - 769/0 0.00/s",
  "success Checking for changed pages - 0.003s",
  "info Search: 17948 records from 622 pages → /search/local-index.json (10601 KB)",
  "success createPages - 3.450s",
  "success Checking for changed pages - 0.059s",
  "success Building static HTML for pages - 0.087s - 1/1 11.55/s",
  "info Done building in 21.138989329 sec",
  "precompress: 6957 compressible files (102.0 MB): gzip 17.7 MB, brotli 14.6 MB; 8 copies written, 13896 of unchanged files kept, 0 removed, in 1.2 s",
  "nginx-config: deploy/nginx/tickwire-docs.conf and deploy/nginx/nginx.conf: 767 pages, 7728 files, brotli on",
].join("\n");

test("reads each of Gatsby's steps, its total and the compressed copies, in order, without the terminal's codes", () => {
  expect(buildSteps(LOG)).toEqual([
    { name: "compile gatsby files", seconds: 2.974 },
    { name: "load plugins", seconds: 0.545 },
    { name: "Clean up stale nodes", seconds: 0.4 },
    { name: "Checking for changed pages", seconds: 0.062 },
    { name: "createPages", seconds: 3.45 },
    { name: "Building static HTML for pages", seconds: 0.087 },
    { name: GATSBY_TOTAL, seconds: 21.139 },
    { name: PRECOMPRESS, seconds: 1.2 },
  ]);
});

test("a log with no steps has none", () => {
  expect(buildSteps("> tickwire-docs@1.0.0 build\nERROR #10123\n")).toEqual([]);
});

test("the median of each step over several runs, a step missing from a run counting where it appears", () => {
  const runs = [
    [
      { name: "createPages", seconds: 3 },
      { name: "extract queries from components", seconds: 2 },
    ],
    [{ name: "createPages", seconds: 5 }],
    [
      { name: "createPages", seconds: 4 },
      { name: "extract queries from components", seconds: 1 },
    ],
  ];
  expect(medianSteps(runs)).toEqual([
    { name: "createPages", seconds: 4 },
    { name: "extract queries from components", seconds: 1 },
  ]);
});
