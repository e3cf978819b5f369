/** A small `multipart/form-data` reader: text fields as strings, files as bytes. */

export interface UploadedFile {
  fileName: string;
  contentType: string | null;
  bytes: Buffer;
}

export interface Form {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/**
 * A parameter of a part's Content-Disposition: a quoted string, or a token, as .NET's and Mono's
 * HttpClient send a plain name (`name=file`), which RFC 2183 allows.
 */
function dispositionParameter(disposition: string, key: string): string | undefined {
  const match = new RegExp(`;\\s*${key}=(?:"([^"]*)"|([^;\\s"]+))`, "i").exec(disposition);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** The form in a body, or a sentence saying why it isn't one. */
export function parseMultipart(body: Buffer, contentType: string): Form | { problem: string } {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!/^multipart\/form-data\b/i.test(contentType) || !boundary)
    return { problem: "Send the upload as multipart/form-data with a boundary." };
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const form: Form = { fields: {}, files: {} };
  let position = body.indexOf(delimiter);
  if (position < 0) return { problem: "The multipart body has no part." };
  for (;;) {
    position += delimiter.length;
    if (body.subarray(position, position + 2).toString() === "--") return form;
    const headerEnd = body.indexOf("\r\n\r\n", position);
    const next = body.indexOf(delimiter, position);
    if (headerEnd < 0 || next < 0 || headerEnd > next)
      return { problem: "The multipart body ends in the middle of a part." };
    const headers = body.subarray(position, headerEnd).toString("utf8");
    // The part's content ends before the CRLF that precedes the next delimiter.
    const content = body.subarray(headerEnd + 4, next - 2);
    const disposition = /content-disposition:\s*form-data([^\r\n]*)/i.exec(headers)?.[1] ?? "";
    const name = dispositionParameter(disposition, "name");
    if (!name) return { problem: "A part of the multipart body has no name." };
    const fileName = dispositionParameter(disposition, "filename");
    const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? null;
    if (fileName !== undefined) form.files[name] = { fileName, contentType: type, bytes: Buffer.from(content) };
    else form.fields[name] = content.toString("utf8");
    position = next;
  }
}
