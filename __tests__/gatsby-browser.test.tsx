import { css } from "@emotion/react";
import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { wrapPageElement, wrapRootElement } from "../gatsby-browser";
import { SERVER_STYLE_IDS_ATTRIBUTE } from "../src/browser/emotion-cache";

type Wrapper = (args: { element: ReactElement; props?: unknown }) => ReactElement;

const served = css`
  color: rebeccapurple;
`;
const clientOnly = css`
  color: teal;
`;

describe("gatsby-browser", () => {
  afterEach(() => {
    document.head.innerHTML = "";
  });

  test("wrapRootElement gives the site one Emotion cache, which knows the server's rules", () => {
    const serverSheet = document.createElement("style");
    serverSheet.setAttribute(SERVER_STYLE_IDS_ATTRIBUTE, served.name);
    document.head.append(serverSheet);
    const wrap = wrapRootElement as unknown as Wrapper;
    const styleCount = () => document.head.querySelectorAll("style").length;

    render(wrap({ element: <p css={served}>served</p> }));
    expect(styleCount()).toBe(1);
    render(wrap({ element: <p css={clientOnly}>client only</p> }));
    const withClientRule = styleCount();
    expect(withClientRule).toBeGreaterThan(1);
    render(wrap({ element: <p css={clientOnly}>client only, again</p> }));
    expect(styleCount()).toBe(withClientRule);
    expect(document.head.firstChild).toBe(serverSheet);
  });

  test("wrapPageElement puts the root boundary around the page", () => {
    const wrap = wrapPageElement as unknown as Wrapper;
    const notAComponent = {} as unknown as () => null;
    render(
      wrap({
        element: { type: notAComponent, props: {}, key: null } as ReactElement,
        props: { location: { pathname: "/docs/broken" } },
      }),
    );
    expect(screen.getByText(/The page component for \/docs\/broken has no default export/)).toBeInTheDocument();
  });
});
