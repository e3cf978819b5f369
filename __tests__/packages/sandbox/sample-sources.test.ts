/** @jest-environment node */
/** How the sample suites turn a sample's listing into what they run. */
import { inNamespace } from "../../fixtures/sample-runners/csharp";
import { sampleFiles } from "./fixtures/sample-files";

describe("a sample showing several files", () => {
  test("is each file under its # --- line, by name, in order", () => {
    const source = [
      "# --- sma_crossover.py: the script you upload ---",
      "import backtrader as bt",
      "",
      "",
      "# --- upload.py: run it ---",
      "import requests",
      'print("done")',
    ].join("\n");
    expect(sampleFiles(source)).toEqual([
      ["sma_crossover.py", "import backtrader as bt\n"],
      ["upload.py", 'import requests\nprint("done")\n'],
    ]);
  });

  test("a sample of one file has none, and text before the first file is refused", () => {
    expect(sampleFiles("import requests\n# --- not a file line\n")).toEqual([]);
    expect(() => sampleFiles("import os\n# --- upload.py\nimport requests\n")).toThrow(/before its first/);
  });
});

test("a C# sample goes into its own namespace on its first line, so mcs's line numbers are the sample's", () => {
  const wrapped = inNamespace("using System;\nclass Program { }", "reference_crypto_get_quote");
  expect(wrapped).toBe("namespace Samples.reference_crypto_get_quote { using System;\nclass Program { }\n}\n");
  expect(wrapped.split("\n")[1]).toBe("class Program { }");
});
