import { CacheProvider, css } from "@emotion/react";
import { render } from "@testing-library/react";
import { cacheWithServerStyles, SERVER_STYLE_IDS_ATTRIBUTE } from "../../src/browser/emotion-cache";

const served = css`
  color: rebeccapurple;
`;
const clientOnly = css`
  color: teal;
`;
const idOf = (styles: typeof served) => styles.name;

describe("cacheWithServerStyles", () => {
  let serverSheet: HTMLStyleElement;
  beforeEach(() => {
    serverSheet = document.createElement("style");
    serverSheet.setAttribute(SERVER_STYLE_IDS_ATTRIBUTE, `${idOf(served)} other-id`);
    serverSheet.textContent = `.css-${idOf(served)}{color:rebeccapurple;}`;
    document.head.append(serverSheet, document.createElement("meta"));
  });
  afterEach(() => {
    document.head.innerHTML = "";
  });

  test("counts the server stylesheet's ids as inserted and leaves the stylesheet where it is", () => {
    const cache = cacheWithServerStyles();
    expect(cache.inserted[idOf(served)]).toBe(true);
    expect(cache.inserted["other-id"]).toBe(true);
    expect(cache.inserted[idOf(clientOnly)]).toBeUndefined();
    expect(document.head.firstChild).toBe(serverSheet);
  });

  test("a render inserts only the rules the server did not send, after the server's stylesheet", () => {
    const cache = cacheWithServerStyles();
    const insert = jest.spyOn(cache.sheet, "insert");
    render(
      <CacheProvider value={cache}>
        <p css={served}>served</p>
        <p css={clientOnly}>client only</p>
      </CacheProvider>,
    );
    const inserted = insert.mock.calls.map(([rule]) => rule).join("\n");
    expect(inserted).toContain(`.css-${idOf(clientOnly)}{color:teal;}`);
    expect(inserted).not.toContain(`css-${idOf(served)}`);
    expect(serverSheet.compareDocumentPosition(cache.sheet.tags[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
