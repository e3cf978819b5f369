import { act, fireEvent } from "@testing-library/react";
import { useState } from "react";
import { replaceHydrateFunction } from "../gatsby-browser";

type Renderer = (element: JSX.Element, container: Element) => () => void;

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}

const renderer = () => (replaceHydrateFunction as unknown as () => Renderer)();

describe("replaceHydrateFunction", () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement("div");
    document.body.appendChild(container);
  });
  afterEach(() => container.remove());

  test("hydrates server-rendered markup in place and makes it interactive", async () => {
    // What react-dom/server renders for <Counter />: text parts split by comment markers.
    container.innerHTML = '<button type="button">Clicked <!-- -->0<!-- --> times</button>';
    const serverButton = container.querySelector("button");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = renderer()(<Counter />, container);
    });
    expect(container.querySelector("button")).toBe(serverButton);
    fireEvent.click(serverButton!);
    expect(serverButton).toHaveTextContent("Clicked 1 times");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => unmount());
    expect(container).toBeEmptyDOMElement();
  });

  test("renders into an empty container, as in development, and unmounts", async () => {
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = renderer()(<Counter />, container);
    });
    expect(container.querySelector("button")).toHaveTextContent("Clicked 0 times");
    act(() => unmount());
    expect(container).toBeEmptyDOMElement();
  });
});
