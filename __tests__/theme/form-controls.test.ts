import { globalCss } from "../../src/theme/global-css";
import { PRIMARY_BUTTON, PRIMARY_BUTTON_HOVER, SECONDARY_BUTTON, TEXT_CONTROL } from "../../src/theme/form-controls";
import * as searchDialog from "../../src/components/search/SearchDialog/styles";
import { searchInput } from "../../src/components/search/search-input";
import * as searchPage from "../../src/components/search/SearchPage/styles";
import * as symbolTable from "../../src/components/symbols/SymbolTable/styles";
import * as tryIt from "../../src/components/api/TryItPanel/styles";

/** The CSS text of an Emotion style. */
const text = (style: { styles: string }) => style.styles;

describe("form-control styles", () => {
  test("are declarations of the theme's variables, without a selector or a trailing semicolon", () => {
    for (const declarations of [TEXT_CONTROL, PRIMARY_BUTTON, PRIMARY_BUTTON_HOVER, SECONDARY_BUTTON]) {
      expect(declarations).not.toMatch(/[{}]|;$/);
      for (const declaration of declarations.split(";")) expect(declaration).toMatch(/^[a-z-]+:[^;]+$/);
    }
    expect(TEXT_CONTROL).toContain("background:var(--bg)");
    expect(PRIMARY_BUTTON).toContain("color:var(--on-accent)");
  });

  test("every text control and button of Try it, search and the symbol filters starts from them", () => {
    expect(text(tryIt.field)).toContain(TEXT_CONTROL);
    expect(text(tryIt.primary)).toContain(PRIMARY_BUTTON);
    expect(text(tryIt.secondary)).toContain(SECONDARY_BUTTON);
    expect(text(searchInput)).toContain(TEXT_CONTROL);
    expect(text(searchDialog.textButton)).toContain(SECONDARY_BUTTON);
    expect(text(searchPage.form)).toContain(PRIMARY_BUTTON);
    expect(text(symbolTable.filters)).toContain(TEXT_CONTROL);
    expect(text(symbolTable.clear)).toContain(SECONDARY_BUTTON);
  });

  test("the global stylesheet's buttons and the version select use them too", () => {
    const css = globalCss("switchable");
    expect(css).toContain(`.action-button{${PRIMARY_BUTTON};`);
    expect(css).toContain(`.try-it-button{${PRIMARY_BUTTON};`);
    expect(css).toContain(`.version-select{${TEXT_CONTROL};`);
  });
});
