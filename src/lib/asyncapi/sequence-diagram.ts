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

const escape = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const WIDTH = 640;
const CLIENT_X = 90;
const SERVER_X = 470;
const TOP = 64;
const ROW = 44;

/** The colours and fonts a diagram is drawn with: one set per colour mode. */
export interface DiagramStyle {
  surface: string;
  border: string;
  text: string;
  textMuted: string;
  accent: string;
  fontText: string;
  fontCode: string;
}

/** A diagram as the page shows it: one image per colour mode and its text alternative. */
export interface SequenceDiagram {
  width: number;
  height: number;
  /** The sequence in one sentence, the images' text alternative; each step is in the SVG's description. */
  description: string;
  light: string;
  dark: string;
}

/** The sequence in words: "1. Client to Tickwire: WebSocket connect (open the stream URL). 2. …". */
export function sequenceDescription(steps: readonly SequenceStep[]): string {
  return steps
    .map(
      (step, index) =>
        `${index + 1}. ${step.from === "client" ? "Client to Tickwire" : "Tickwire to client"}: ${step.label}${step.note ? ` (${step.note})` : ""}.`,
    )
    .join(" ");
}

/**
 * Draws the steps as a standalone SVG file at build time. The page shows it as an image, one per
 * colour mode, so neither the drawing nor code to draw it travels in the page's data.
 */
export function sequenceDiagramSvg(steps: readonly SequenceStep[], style: DiagramStyle): string {
  const height = diagramHeight(steps);
  const lifeline = (x: number, label: string) =>
    `<rect x="${x - 70}" y="12" width="140" height="32" rx="6" fill="${style.surface}" stroke="${style.border}"/>` +
    `<text x="${x}" y="33" text-anchor="middle" font-weight="600" fill="${style.text}">${escape(label)}</text>` +
    `<line x1="${x}" y1="44" x2="${x}" y2="${height - 8}" stroke="${style.border}" stroke-dasharray="4 4"/>`;
  const arrows = steps
    .map((step, index) => {
      const y = TOP + index * ROW + 14;
      const [x1, x2] = step.from === "client" ? [CLIENT_X, SERVER_X] : [SERVER_X, CLIENT_X];
      const head =
        step.from === "client"
          ? `${x2 - 8},${y - 5} ${x2},${y} ${x2 - 8},${y + 5}`
          : `${x2 + 8},${y - 5} ${x2},${y} ${x2 + 8},${y + 5}`;
      const colour = step.from === "client" ? style.accent : style.textMuted;
      const note = step.note
        ? `<text x="${SERVER_X + 14}" y="${y + 4}" font-size="12" fill="${style.textMuted}">${escape(step.note)}</text>`
        : "";
      return (
        `<line x1="${x1}" y1="${y}" x2="${x2}" y2="${y}" stroke="${colour}" stroke-width="1.6"/>` +
        `<polygon points="${head}" fill="${colour}"/>` +
        `<text x="${(CLIENT_X + SERVER_X) / 2}" y="${y - 7}" text-anchor="middle" font-family="${escape(style.fontCode)}" font-size="12.5" fill="${style.text}">${escape(step.label)}</text>` +
        note
      );
    })
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" font-family="${escape(style.fontText)}" font-size="14">` +
    `<title>Sequence of a streaming session</title><desc>${escape(sequenceDescription(steps))}</desc>` +
    lifeline(CLIENT_X, "Your client") +
    lifeline(SERVER_X, "Tickwire") +
    arrows +
    `</svg>`
  );
}

const diagramHeight = (steps: readonly SequenceStep[]) => TOP + steps.length * ROW + 24;

/**
 * The session in one sentence. An image's text alternative should be short: the messages it names
 * are documented in the sections around the diagram.
 */
export function sessionSummary(exampleSymbol: string): string {
  return (
    `Your client connects, sends auth within 10 seconds and waits for authenticated, subscribes to ${exampleSymbol}, ` +
    "receives subscribed, a quote per price update and a heartbeat every 15 seconds, then unsubscribes."
  );
}

/** The session diagram in both colour modes, with its size and text alternative. */
export function sequenceDiagram(
  exampleSymbol: string,
  styles: { light: DiagramStyle; dark: DiagramStyle },
): SequenceDiagram {
  const steps = sessionSteps(exampleSymbol);
  return {
    width: WIDTH,
    height: diagramHeight(steps),
    description: sessionSummary(exampleSymbol),
    light: sequenceDiagramSvg(steps, styles.light),
    dark: sequenceDiagramSvg(steps, styles.dark),
  };
}
