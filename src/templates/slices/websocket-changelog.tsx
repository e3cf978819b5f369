import { WebSocketChangelog } from "../../components/changelog/WebSocketChangelog";

/** <WebSocketChangelog /> in a guide: a slice of its own, so that only the pages that show it load its code and data. */
export default function WebSocketChangelogSlice() {
  return <WebSocketChangelog />;
}
