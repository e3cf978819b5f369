import { HttpApiChangelog } from "../../components/changelog/HttpApiChangelog";

/** <HttpApiChangelog /> in a guide: a slice of its own, so that only the pages that show it load its code and data. */
export default function HttpApiChangelogSlice() {
  return <HttpApiChangelog />;
}
