/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { requestSnippet, SNIPPET_LANGUAGES, type SnippetRequest } from "../../../src/lib/tryit/snippets";

const hostile = `it's "quoted" $HOME #{x} \\ \`id\``;
const request: SnippetRequest = {
  method: "GET",
  url: `http://127.0.0.1:4010/v1/stocks/quote?symbol=AAPL&note=${encodeURIComponent(hostile)}`,
  headers: [
    { name: "X-API-Key", value: "••••••••1234" },
    { name: "X-Note", value: hostile },
  ],
  body: null,
};
const upload: SnippetRequest = {
  method: "POST",
  url: "http://127.0.0.1:4010/v1/algo/backtesting",
  headers: [{ name: "X-API-Key", value: "YOUR_API_KEY" }],
  body: {
    kind: "multipart",
    fields: [
      { name: "file", fileName: "strategy.py" },
      { name: "start", value: "2024-01-01" },
    ],
  },
};

describe("request snippets", () => {
  test.each(SNIPPET_LANGUAGES.map((language) => language.lang))("%s shows the method, URL, key and form", (lang) => {
    const source = requestSnippet(lang, request);
    expect(source).toContain("127.0.0.1:4010/v1/stocks/quote?symbol=AAPL");
    expect(source).toContain("••••••••1234");
    const form = requestSnippet(lang, upload);
    expect(form).toContain("strategy.py");
    expect(form).toContain("2024-01-01");
  });

  test("curl quotes every value for the shell: the arguments arrive exactly as typed", () => {
    const script = `curl() { printf '%s\\n' "$@"; }\n${requestSnippet("curl", request)}`;
    const args = execFileSync("bash", ["-c", script], { encoding: "utf8" }).split("\n");
    expect(args).toContain(request.url);
    expect(args).toContain(`X-Note: ${hostile}`);
  });

  test("Python and Node.js samples parse, with the values as string literals", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "snippets-"));
    const node = path.join(folder, "request.mjs");
    fs.writeFileSync(node, requestSnippet("nodejs", request));
    try {
      expect(() => execFileSync(process.execPath, ["--check", node])).not.toThrow();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    const python = requestSnippet("python", request);
    const parsed = execFileSync(
      "python3",
      [
        "-c",
        "import ast,sys; t=ast.parse(sys.stdin.read()); print([n.value for n in ast.walk(t) if isinstance(n, ast.Constant) and isinstance(n.value, str)])",
      ],
      { input: python, encoding: "utf8" },
    );
    expect(parsed).toContain("X-Note");
    expect(python).toContain(JSON.stringify(hostile));
  });

  test("Ruby and PHP strings cannot interpolate what was typed", () => {
    expect(requestSnippet("ruby", request)).toContain("\\#{x}");
    expect(requestSnippet("php", request)).toContain("'X-Note: it\\'s");
    expect(requestSnippet("powershell", request)).toContain("it''s");
  });
});
