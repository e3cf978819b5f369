import { SymbolListCards } from "../../components/symbols/SymbolListCards";

/** <SymbolListCards /> in a guide: a slice of its own, so that only the pages that show it load its code and data. */
export default function SymbolListCardsSlice() {
  return <SymbolListCards />;
}
