/** @jest-environment node */
import { parseMultipart } from "../../../packages/sandbox/http/multipart.ts";

const body = (disposition: string) =>
  Buffer.from(
    `--b\r\nContent-Disposition: form-data${disposition}\r\nContent-Type: text/x-python\r\n\r\nAB\r\n--b--\r\n`,
  );

describe("parseMultipart", () => {
  test("reads quoted names, as browsers, curl and most clients send them", () => {
    expect(parseMultipart(body('; name="file"; filename="a.py"'), "multipart/form-data; boundary=b")).toEqual({
      fields: {},
      files: { file: { fileName: "a.py", contentType: "text/x-python", bytes: Buffer.from("AB") } },
    });
  });

  test("reads token names, as .NET's and Mono's HttpClient send them (RFC 2183)", () => {
    const form = parseMultipart(
      body("; name=file; filename=a.py; filename*=utf-8''a.py"),
      'multipart/form-data; boundary="b"',
    );
    expect(form).toEqual({
      fields: {},
      files: { file: { fileName: "a.py", contentType: "text/x-python", bytes: Buffer.from("AB") } },
    });
    expect(parseMultipart(body("; name=start"), "multipart/form-data; boundary=b")).toEqual({
      fields: { start: "AB" },
      files: {},
    });
  });

  test("a part without a name is refused", () => {
    expect(parseMultipart(body('; filename="a.py"'), "multipart/form-data; boundary=b")).toEqual({
      problem: "A part of the multipart body has no name.",
    });
  });
});
