/**
 * The reader's request in the site's nine languages, generated in the browser as they type.
 * Every value is quoted for its language, so nothing typed can break out of a string.
 */

import { SITE_LANGUAGES, type SiteLanguage } from "../languages";

/** A field of a multipart body: a value, or a file chosen by name. */
export type SnippetField = { name: string; value: string } | { name: string; fileName: string };

/** A request as the snippets show it. */
export interface SnippetRequest {
  method: string;
  /** Absolute URL, query string included. */
  url: string;
  headers: Array<{ name: string; value: string }>;
  body: { kind: "json"; text: string } | { kind: "multipart"; fields: SnippetField[] } | null;
}

/** The site's languages, in tab order, with their labels: the same tabs as the page's samples. */
export const SNIPPET_LANGUAGES = SITE_LANGUAGES;

/** One language key. */
export type SnippetLanguage = SiteLanguage;

/** A double-quoted string literal valid in JavaScript, Python, Go, Java and C#. */
const dq = (value: string): string =>
  JSON.stringify(value)
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
/** A single-quoted shell word. */
const sh = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;
/** A Ruby double-quoted string, with interpolation escaped. */
const rb = (value: string): string => dq(value).replace(/#/g, "\\#");
/** A PHP single-quoted string. */
const php = (value: string): string => `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
/** A PowerShell single-quoted string. */
const ps = (value: string): string => `'${value.replace(/'/g, "''")}'`;

const upper = (request: SnippetRequest) => request.method.toUpperCase();

function curl(request: SnippetRequest): string {
  const lines = [`curl --request ${upper(request)} \\`, `  --url ${sh(request.url)}`];
  for (const header of request.headers)
    lines[lines.length - 1] += ` \\\n  --header ${sh(`${header.name}: ${header.value}`)}`;
  if (request.body?.kind === "json") lines[lines.length - 1] += ` \\\n  --data ${sh(request.body.text)}`;
  if (request.body?.kind === "multipart") {
    for (const field of request.body.fields) {
      lines[lines.length - 1] +=
        ` \\\n  --form ${sh("fileName" in field ? `${field.name}=@${field.fileName}` : `${field.name}=${field.value}`)}`;
    }
  }
  return lines.join("\n");
}

function python(request: SnippetRequest): string {
  const out = ["import json", "", "import requests", "", `url = ${dq(request.url)}`];
  const args = ["url"];
  if (request.headers.length) {
    out.push(`headers = {\n${request.headers.map((h) => `    ${dq(h.name)}: ${dq(h.value)},`).join("\n")}\n}`);
    args.push("headers=headers");
  }
  if (request.body?.kind === "json") {
    out.push(`payload = ${dq(request.body.text)}`);
    args.push("data=payload");
  }
  if (request.body?.kind === "multipart") {
    const files = request.body.fields.filter(
      (field): field is { name: string; fileName: string } => "fileName" in field,
    );
    const data = request.body.fields.filter((field): field is { name: string; value: string } => "value" in field);
    if (files.length) {
      out.push(`files = {\n${files.map((f) => `    ${dq(f.name)}: open(${dq(f.fileName)}, "rb"),`).join("\n")}\n}`);
      args.push("files=files");
    }
    if (data.length) {
      out.push(`data = {\n${data.map((f) => `    ${dq(f.name)}: ${dq(f.value)},`).join("\n")}\n}`);
      args.push("data=data");
    }
  }
  out.push(
    "",
    `response = requests.request(${dq(upper(request))}, ${args.join(", ")}, timeout=30)`,
    "response.raise_for_status()",
    // JSON, as the reference shows the response: the dict's repr would print True, None and single quotes.
    "print(json.dumps(response.json(), indent=2))",
  );
  return out.join("\n");
}

function go(request: SnippetRequest): string {
  const multipart = request.body?.kind === "multipart";
  const imports = [
    '"fmt"',
    '"io"',
    '"net/http"',
    ...(request.body?.kind === "json" ? ['"strings"'] : []),
    ...(multipart ? ['"bytes"', '"mime/multipart"', '"os"'] : []),
  ];
  const out = ["package main", "", `import (\n${imports.map((i) => `\t${i}`).join("\n")}\n)`, "", "func main() {"];
  let body = "nil";
  if (request.body?.kind === "json") {
    out.push(`\tpayload := strings.NewReader(${dq(request.body.text)})`);
    body = "payload";
  }
  if (request.body?.kind === "multipart") {
    out.push("\tvar form bytes.Buffer", "\twriter := multipart.NewWriter(&form)");
    for (const field of request.body.fields) {
      if ("fileName" in field) {
        out.push(
          `\tpart, _ := writer.CreateFormFile(${dq(field.name)}, ${dq(field.fileName)})`,
          `\tfile, err := os.ReadFile(${dq(field.fileName)})`,
          "\tif err != nil {\n\t\tpanic(err)\n\t}",
          "\tpart.Write(file)",
        );
      } else out.push(`\twriter.WriteField(${dq(field.name)}, ${dq(field.value)})`);
    }
    out.push("\twriter.Close()");
    body = "&form";
  }
  out.push(
    `\treq, err := http.NewRequest(${dq(upper(request))}, ${dq(request.url)}, ${body})`,
    "\tif err != nil {\n\t\tpanic(err)\n\t}",
  );
  for (const header of request.headers) out.push(`\treq.Header.Set(${dq(header.name)}, ${dq(header.value)})`);
  if (multipart) out.push('\treq.Header.Set("Content-Type", writer.FormDataContentType())');
  out.push(
    "\tres, err := http.DefaultClient.Do(req)",
    "\tif err != nil {\n\t\tpanic(err)\n\t}",
    "\tdefer res.Body.Close()",
    "\tdata, _ := io.ReadAll(res.Body)",
    "\tfmt.Println(res.Status)",
    "\tfmt.Println(string(data))",
    "}",
  );
  return out.join("\n");
}

function nodejs(request: SnippetRequest): string {
  const out: string[] = [];
  const options = [`  method: ${dq(upper(request))},`];
  if (request.headers.length)
    options.push(`  headers: {\n${request.headers.map((h) => `    ${dq(h.name)}: ${dq(h.value)},`).join("\n")}\n  },`);
  if (request.body?.kind === "json") options.push(`  body: ${dq(request.body.text)},`);
  if (request.body?.kind === "multipart") {
    out.push('import { openAsBlob } from "node:fs";', "", "const form = new FormData();");
    for (const field of request.body.fields) {
      out.push(
        "fileName" in field
          ? `form.append(${dq(field.name)}, await openAsBlob(${dq(field.fileName)}), ${dq(field.fileName)});`
          : `form.append(${dq(field.name)}, ${dq(field.value)});`,
      );
    }
    options.push("  body: form,");
    out.push("");
  }
  out.push(
    `// Node.js 20 or later; save as request.mjs and run: node request.mjs`,
    `const response = await fetch(${dq(request.url)}, {\n${options.join("\n")}\n});`,
    "console.log(response.status);",
    // The whole body as JSON: console.log of the object elides nesting past two levels and lists past 100 items.
    "console.log(JSON.stringify(await response.json(), null, 2));",
  );
  return out.join("\n");
}

function ruby(request: SnippetRequest): string {
  const cls = { GET: "Get", POST: "Post", PUT: "Put", PATCH: "Patch", DELETE: "Delete" }[upper(request)] ?? "Get";
  const out = [
    'require "net/http"',
    'require "uri"',
    "",
    `uri = URI(${rb(request.url)})`,
    `request = Net::HTTP::${cls}.new(uri)`,
  ];
  for (const header of request.headers) out.push(`request[${rb(header.name)}] = ${rb(header.value)}`);
  if (request.body?.kind === "json") out.push(`request.body = ${rb(request.body.text)}`);
  if (request.body?.kind === "multipart") {
    const parts = request.body.fields.map((field) =>
      "fileName" in field
        ? `  [${rb(field.name)}, File.open(${rb(field.fileName)})]`
        : `  [${rb(field.name)}, ${rb(field.value)}]`,
    );
    out.push(`request.set_form([\n${parts.join(",\n")}\n], "multipart/form-data")`);
  }
  out.push(
    "",
    'response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|',
    "  http.request(request)",
    "end",
    "puts response.code",
    "puts response.body",
  );
  return out.join("\n");
}

function csharp(request: SnippetRequest): string {
  // C# 7 in a class with a synchronous Main: it compiles on .NET and on Mono's compiler alike.
  const usings = [
    "System",
    ...(request.body?.kind === "multipart" ? ["System.IO"] : []),
    "System.Net.Http",
    ...(request.body?.kind === "json" ? ["System.Text"] : []),
    "System.Threading.Tasks",
  ];
  const body = [`var request = new HttpRequestMessage(new HttpMethod(${dq(upper(request))}), ${dq(request.url)});`];
  for (const header of request.headers)
    body.push(`request.Headers.TryAddWithoutValidation(${dq(header.name)}, ${dq(header.value)});`);
  if (request.body?.kind === "json")
    body.push(`request.Content = new StringContent(${dq(request.body.text)}, Encoding.UTF8, "application/json");`);
  if (request.body?.kind === "multipart") {
    body.push("var form = new MultipartFormDataContent();");
    for (const field of request.body.fields) {
      body.push(
        "fileName" in field
          ? `form.Add(new ByteArrayContent(File.ReadAllBytes(${dq(field.fileName)})), ${dq(field.name)}, ${dq(field.fileName)});`
          : `form.Add(new StringContent(${dq(field.value)}), ${dq(field.name)});`,
      );
    }
    body.push("request.Content = form;");
  }
  body.push(
    "var response = await client.SendAsync(request);",
    "Console.WriteLine((int)response.StatusCode);",
    "Console.WriteLine(await response.Content.ReadAsStringAsync());",
  );
  return [
    ...usings.map((name) => `using ${name};`),
    "",
    "class Program",
    "{",
    "    static void Main()",
    "    {",
    "        Send().GetAwaiter().GetResult();",
    "    }",
    "",
    "    static async Task Send()",
    "    {",
    "        using (var client = new HttpClient())",
    "        {",
    ...body.map((line) => `            ${line}`),
    "        }",
    "    }",
    "}",
  ].join("\n");
}

function phpSnippet(request: SnippetRequest): string {
  const options = [
    `    CURLOPT_URL => ${php(request.url)},`,
    "    CURLOPT_RETURNTRANSFER => true,",
    "    CURLOPT_TIMEOUT => 30,",
    `    CURLOPT_CUSTOMREQUEST => ${php(upper(request))},`,
  ];
  if (request.headers.length)
    options.push(
      `    CURLOPT_HTTPHEADER => [\n${request.headers.map((h) => `        ${php(`${h.name}: ${h.value}`)},`).join("\n")}\n    ],`,
    );
  if (request.body?.kind === "json") options.push(`    CURLOPT_POSTFIELDS => ${php(request.body.text)},`);
  if (request.body?.kind === "multipart") {
    const fields = request.body.fields.map((field) =>
      "fileName" in field
        ? `        ${php(field.name)} => new CURLFile(${php(field.fileName)}),`
        : `        ${php(field.name)} => ${php(field.value)},`,
    );
    options.push(`    CURLOPT_POSTFIELDS => [\n${fields.join("\n")}\n    ],`);
  }
  return [
    "<?php",
    "$curl = curl_init();",
    `curl_setopt_array($curl, [\n${options.join("\n")}\n]);`,
    "$response = curl_exec($curl);",
    "echo curl_getinfo($curl, CURLINFO_RESPONSE_CODE), PHP_EOL, $response;",
    "curl_close($curl);",
  ].join("\n");
}

function java(request: SnippetRequest): string {
  const multipart = request.body?.kind === "multipart" ? request.body : null;
  const imports = [
    ...(multipart ? ["java.io.ByteArrayOutputStream", "java.io.IOException"] : []),
    "java.net.URI",
    "java.net.http.HttpClient",
    "java.net.http.HttpRequest",
    "java.net.http.HttpResponse",
    ...(multipart
      ? ["java.nio.charset.StandardCharsets", "java.nio.file.Files", "java.nio.file.Path", "java.util.UUID"]
      : []),
  ];
  const main: string[] = [];
  let publisher = "HttpRequest.BodyPublishers.noBody()";
  if (request.body?.kind === "json") publisher = `HttpRequest.BodyPublishers.ofString(${dq(request.body.text)})`;
  if (multipart) {
    // The JDK's client has no multipart builder: the form is written part by part.
    main.push(
      'String boundary = "tickwire-" + UUID.randomUUID();',
      "ByteArrayOutputStream form = new ByteArrayOutputStream();",
    );
    for (const field of multipart.fields) {
      main.push(
        "fileName" in field
          ? `part(form, boundary, ${dq(`Content-Disposition: form-data; name="${field.name}"; filename="${field.fileName}"\r\nContent-Type: application/octet-stream`)}, Files.readAllBytes(Path.of(${dq(field.fileName)})));`
          : `part(form, boundary, ${dq(`Content-Disposition: form-data; name="${field.name}"`)}, ${dq(field.value)}.getBytes(StandardCharsets.UTF_8));`,
      );
    }
    main.push('form.write(("--" + boundary + "--\\r\\n").getBytes(StandardCharsets.UTF_8));');
    publisher = "HttpRequest.BodyPublishers.ofByteArray(form.toByteArray())";
  }
  main.push("HttpRequest request = HttpRequest.newBuilder()", `    .uri(URI.create(${dq(request.url)}))`);
  for (const header of request.headers) main.push(`    .header(${dq(header.name)}, ${dq(header.value)})`);
  if (multipart) main.push('    .header("Content-Type", "multipart/form-data; boundary=" + boundary)');
  main.push(
    `    .method(${dq(upper(request))}, ${publisher})`,
    "    .build();",
    "HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());",
    "System.out.println(response.statusCode());",
    "System.out.println(response.body());",
  );
  const helper = multipart
    ? [
        "",
        "    // One part of a multipart/form-data body: its boundary, its headers, a blank line and its content.",
        "    static void part(ByteArrayOutputStream form, String boundary, String headers, byte[] content) throws IOException {",
        '        form.write(("--" + boundary + "\\r\\n" + headers + "\\r\\n\\r\\n").getBytes(StandardCharsets.UTF_8));',
        "        form.write(content);",
        '        form.write("\\r\\n".getBytes(StandardCharsets.UTF_8));',
        "    }",
      ]
    : [];
  return [
    ...imports.map((name) => `import ${name};`),
    "",
    "public class Request {",
    "    public static void main(String[] args) throws Exception {",
    ...main.map((line) => `        ${line}`),
    "    }",
    ...helper,
    "}",
  ].join("\n");
}

function powershell(request: SnippetRequest): string {
  const out: string[] = [];
  const args = [
    `-Method ${upper(request).charAt(0)}${upper(request).slice(1).toLowerCase()}`,
    `-Uri ${ps(request.url)}`,
  ];
  if (request.headers.length) {
    out.push(`$headers = @{\n${request.headers.map((h) => `    ${ps(h.name)} = ${ps(h.value)}`).join("\n")}\n}`);
    args.push("-Headers $headers");
  }
  if (request.body?.kind === "json") {
    args.push(`-ContentType 'application/json' -Body ${ps(request.body.text)}`);
  }
  if (request.body?.kind === "multipart") {
    out.push(
      `$form = @{\n${request.body.fields.map((f) => ("fileName" in f ? `    ${ps(f.name)} = Get-Item -Path ${ps(f.fileName)}` : `    ${ps(f.name)} = ${ps(f.value)}`)).join("\n")}\n}`,
    );
    args.push("-Form $form");
  }
  out.push(`$response = Invoke-RestMethod ${args.join(" ")}`, "$response | ConvertTo-Json -Depth 10");
  return out.join("\n");
}

const GENERATORS: Record<SnippetLanguage, (request: SnippetRequest) => string> = {
  curl,
  python,
  go,
  nodejs,
  ruby,
  csharp,
  php: phpSnippet,
  java,
  powershell,
};

/** The request as source code in one language. */
export function requestSnippet(lang: SnippetLanguage, request: SnippetRequest): string {
  return GENERATORS[lang](request);
}
