import { contentValue, titleValue, type SearchHit } from "./hit";
import { Highlighted } from "./Highlighted";
import * as styles from "./SearchDialog/styles";

/** A hit's title, where it sits, and the matching text. */
export function HitText({ hit }: { hit: SearchHit }) {
  const content = contentValue(hit);
  // Where the hit sits: the site area, the sidebar's sections, and for a heading its page (and h2).
  const sections = hit.type === "lvl1" ? [] : [hit.hierarchy.lvl1, hit.hierarchy.lvl3 ? hit.hierarchy.lvl2 : null];
  const path = [hit.hierarchy.lvl0, ...(hit.trail ?? []), ...sections].filter((level): level is string => !!level);
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
