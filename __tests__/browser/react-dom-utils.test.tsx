import { act, fireEvent } from "@testing-library/react";
import fs from "fs";
import path from "path";
import { useState } from "react";
import { reactDOMUtils } from "../../src/browser/react-dom-utils";

function Counter({ label = "Clicked" }: { label?: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count} times
    </button>
  );
}

describe("reactDOMUtils stand-in", () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement("div");
    document.body.appendChild(container);
  });
  afterEach(() => container.remove());

  test("has the export Gatsby's runtime imports from the module it stands in for", () => {
    const original = fs.readFileSync(
      path.join(__dirname, "../../node_modules/gatsby/cache-dir/react-dom-utils.js"),
      "utf8",
    );
    expect(original).toMatch(/export function reactDOMUtils\(\)/);
    expect(original).toMatch(/return \{ render, hydrate \}/);
  });

  test("hydrate takes over server-rendered markup in place and makes it interactive", async () => {
    // What react-dom/server renders for <Counter />: text parts split by comment markers.
    container.innerHTML = '<button type="button">Clicked<!-- --> <!-- -->0<!-- --> times</button>';
    const serverButton = container.querySelector("button");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    let root: ReturnType<ReturnType<typeof reactDOMUtils>["hydrate"]> | undefined;
    await act(async () => {
      root = reactDOMUtils().hydrate(<Counter />, container);
    });
    expect(container.querySelector("button")).toBe(serverButton);
    fireEvent.click(serverButton!);
    expect(serverButton).toHaveTextContent("Clicked 1 times");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root?.unmount());
    expect(container).toBeEmptyDOMElement();
  });

  test("render fills an empty container and keeps one root per container", async () => {
    const { render } = reactDOMUtils();
    await act(async () => render(<Counter />, container));
    const button = container.querySelector("button");
    expect(button).toHaveTextContent("Clicked 0 times");
    fireEvent.click(button!);
    await act(async () => render(<Counter label="Pressed" />, container));
    expect(container.querySelector("button")).toBe(button);
    expect(button).toHaveTextContent("Pressed 1 times");
  });
});
