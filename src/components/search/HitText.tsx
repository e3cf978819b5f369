import { contentValue, titleValue, type SearchHit } from "./hit";
import { Highlighted } from "./Highlighted";
import * as styles from "./SearchDialog/styles";

/** A hit's title, where it sits, and the matching text. */
export function HitText({ hit }: { hit: SearchHit }) {
  const content = contentValue(hit);
  const trail = [hit.hierarchy.lvl0, hit.hierarchy.lvl1, hit.hierarchy.lvl3 ? hit.hierarchy.lvl2 : null].filter((level): level is string => !!level);
  // The title line already names the page for page hits.
  const path = hit.type === "lvl1" ? trail.slice(0, 1) : trail;
  return (
    <>
      <span css={styles.optionTitle}>
        <Highlighted value={titleValue(hit)} />
      </span>
      <span css={styles.optionPath}>{path.join(" › ")}</span>
      {content && (
        <span css={styles.optionText}>
          <Highlighted value={content} />
        </span>
      )}
    </>
  );
}
