/** Props of SequenceFigure. */
export interface Props {
  diagram: { description: string; width: number; height: number; lightUrl: string; darkUrl: string };
}

/**
 * The session's sequence diagram, drawn at build time as one image per colour mode; the theme's
 * stylesheet shows the one of the current mode, and the browser fetches only that one.
 */
export function SequenceFigure({ diagram }: Props) {
  const alt = `Sequence diagram of a streaming session. ${diagram.description}`;
  return (
    <figure className="sequence-figure">
      {[
        { mode: "when-light-mode", src: diagram.lightUrl },
        { mode: "when-dark-mode", src: diagram.darkUrl },
      ].map(({ mode, src }) => (
        <img
          key={mode}
          className={mode}
          src={src}
          alt={alt}
          width={diagram.width}
          height={diagram.height}
          loading="lazy"
          decoding="async"
        />
      ))}
    </figure>
  );
}
