/** One arrow of a session: who sends it, its label, and a note beside it. */
export interface SequenceStep {
  from: "client" | "server";
  label: string;
  note?: string;
}

/** The life of a session on one stream, in order. */
export function sessionSteps(exampleSymbol: string): SequenceStep[] {
  return [
    { from: "client", label: "WebSocket connect", note: "open the stream URL" },
    { from: "client", label: '{"action":"auth"}', note: "within 10 seconds" },
    { from: "server", label: '{"event":"authenticated"}', note: "now subscribe" },
    { from: "client", label: '{"action":"subscribe"}', note: `e.g. ${exampleSymbol}` },
    { from: "server", label: '{"event":"subscribed"}' },
    { from: "server", label: '{"event":"quote"} …', note: "one per price update" },
    { from: "server", label: '{"event":"heartbeat"}', note: "every 15 seconds" },
    { from: "client", label: '{"action":"unsubscribe"}' },
    { from: "server", label: '{"event":"unsubscribed"}' },
  ];
}

const escape = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const WIDTH = 640;
const CLIENT_X = 90;
const SERVER_X = 470;
const TOP = 64;
const ROW = 44;

/**
 * Draws the steps as an SVG sequence diagram at build time, so pages show it without client
 * code. Colours come from the theme's CSS variables, so it follows the colour mode; the title
 * and description carry the same sequence for screen readers.
 */
export function sequenceDiagramSvg(steps: readonly SequenceStep[], titleId: string): string {
  const height = TOP + steps.length * ROW + 24;
  const lifeline = (x: number, label: string) =>
    `<rect x="${x - 70}" y="12" width="140" height="32" rx="6" fill="var(--surface)" stroke="var(--border)"/>` +
    `<text x="${x}" y="33" text-anchor="middle" font-weight="600" fill="var(--text)">${escape(label)}</text>` +
    `<line x1="${x}" y1="44" x2="${x}" y2="${height - 8}" stroke="var(--border)" stroke-dasharray="4 4"/>`;
  const arrows = steps
    .map((step, index) => {
      const y = TOP + index * ROW + 14;
      const [x1, x2] = step.from === "client" ? [CLIENT_X, SERVER_X] : [SERVER_X, CLIENT_X];
      const head = step.from === "client" ? `${x2 - 8},${y - 5} ${x2},${y} ${x2 - 8},${y + 5}` : `${x2 + 8},${y - 5} ${x2},${y} ${x2 + 8},${y + 5}`;
      const colour = step.from === "client" ? "var(--accent)" : "var(--text-muted)";
      const note = step.note ? `<text x="${SERVER_X + 14}" y="${y + 4}" font-size="12" fill="var(--text-muted)">${escape(step.note)}</text>` : "";
      return (
        `<line x1="${x1}" y1="${y}" x2="${x2}" y2="${y}" stroke="${colour}" stroke-width="1.6"/>` +
        `<polygon points="${head}" fill="${colour}"/>` +
        `<text x="${(CLIENT_X + SERVER_X) / 2}" y="${y - 7}" text-anchor="middle" font-family="var(--font-code)" font-size="12.5" fill="var(--text)">${escape(step.label)}</text>` +
        note
      );
    })
    .join("");
  const description = steps.map((step, index) => `${index + 1}. ${step.from === "client" ? "Client to Tickwire" : "Tickwire to client"}: ${step.label}${step.note ? ` (${step.note})` : ""}.`).join(" ");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="100%" role="img" aria-labelledby="${titleId} ${titleId}-desc" font-family="var(--font-text)" font-size="14">` +
    `<title id="${titleId}">Sequence of a streaming session</title><desc id="${titleId}-desc">${escape(description)}</desc>` +
    lifeline(CLIENT_X, "Your client") +
    lifeline(SERVER_X, "Tickwire") +
    arrows +
    `</svg>`
  );
}
