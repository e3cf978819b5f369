import { useCallback, useEffect, useRef, useState } from "react";
import { loadOnce } from "../../../lib/chrome/load-once";
import type { SnippetRequest } from "../../../lib/tryit/snippets";
import { SHARE_PREFIX } from "../../../lib/tryit/share-prefix";
import type * as PanelModule from "../TryItPanel";

const panel = loadOnce(() => import("../TryItPanel"));

/** Props of TryIt. */
export interface Props {
  operationId: string;
  /** URL of the operation's Try-it model. */
  src: string;
  /** Called with the reader's request as they edit it, so the page's samples follow; null when closed. */
  onRequestChange: (live: { request: SnippetRequest; Samples: typeof PanelModule.LiveCodeSamples } | null) => void;
}

/**
 * The "Send API request" button. The panel's code loads on the reader's first move towards it
 * (pointer or focus; a tap is a press), and a press opens the panel as soon as it has arrived. A link to a
 * request (#try-it=…) opens it on arrival.
 */
export function TryIt({ operationId, src, onRequestChange }: Props) {
  const [module, setModule] = useState<typeof PanelModule | null>(panel.loaded);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closedByReader = useRef(false);
  const load = useCallback(
    () =>
      panel.load().then(
        (loaded) => {
          setModule(() => loaded);
          setFailed(false);
          return true;
        },
        () => {
          setFailed(true);
          return false;
        },
      ),
    [],
  );
  const openPanel = () => void load().then((ok) => ok && setOpen(true));

  useEffect(() => {
    if (window.location.hash.startsWith(SHARE_PREFIX)) openPanel();
    // Only on arrival: a link opens the panel once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const close = useCallback(() => {
    closedByReader.current = true;
    setOpen(false);
    onRequestChange(null);
  }, [onRequestChange]);

  // Focus goes back to the button that opened the panel.
  useEffect(() => {
    if (!open && closedByReader.current) {
      closedByReader.current = false;
      button.current?.focus();
    }
  }, [open]);

  if (open && module) {
    const { TryItPanel } = module;
    return <TryItPanel operationId={operationId} src={src} onClose={close} onRequestChange={onRequestChange} />;
  }
  return (
    <p>
      <button
        ref={button}
        type="button"
        className="try-it-button"
        data-try-it-button=""
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={openPanel}
      >
        Send API request
      </button>
      {failed && <span role="alert"> Could not load the request panel; try again.</span>}
    </p>
  );
}
