import { Fragment } from "react";

/**
 * How matches arrive in hits from react-instantsearch: it asks engines for its own tags, escapes
 * the values, and turns those tags into <mark> elements written as text.
 */
const PRE = "<mark>";
const POST = "</mark>";

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
};

/** Highlighted values are HTML-escaped text, and React escapes again: decode first. */
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);

/** A highlighted or snippeted value from a search hit, matches in <mark>. */
export function Highlighted({ value }: { value: string }) {
  const parts = value.split(PRE);
  return (
    <>
      {parts.map((part, index) => {
        if (index === 0) return <Fragment key={index}>{decode(part)}</Fragment>;
        const [match, ...rest] = part.split(POST);
        return (
          <Fragment key={index}>
            <mark>{decode(match)}</mark>
            {decode(rest.join(POST))}
          </Fragment>
        );
      })}
    </>
  );
}
