import { mdxComponents } from "../../../src/components/mdx";
import { MDX_COMPONENT_NAMES } from "../../../src/lib/mdx/components-check";

test("the components MDX pages get without imports are the ones the build check accepts", () => {
  const provided = Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name));
  expect(provided.sort()).toEqual([...MDX_COMPONENT_NAMES].sort());
});
