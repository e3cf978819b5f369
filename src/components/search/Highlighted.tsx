import { Fragment } from "react";

/** The tags react-instantsearch asks search engines to wrap matches in. */
const PRE = "__ais-highlight__";
const POST = "__/ais-highlight__";

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'" };

/** Highlight values are HTML-escaped text: React escapes again, so decode first. */
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
