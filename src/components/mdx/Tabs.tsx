import { css } from "@emotion/react";
import { Children, isValidElement, useId, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from "react";
import { color } from "../../theme/tokens";
import { useTabGroup } from "./useTabGroup";

const tablist = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 1px solid ${color("border")};
  margin-bottom: 0.75rem;
`;

const tab = css`
  padding: 0.45rem 0.8rem;
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: none;
  color: ${color("textMuted")};
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 500;
  cursor: pointer;
  border-radius: 6px 6px 0 0;
  &:hover { color: ${color("text")}; background: ${color("surface")}; }
  &[aria-selected="true"] { color: ${color("accent")}; border-bottom-color: ${color("accent")}; font-weight: 600; }
`;

/** Props of TabItem. */
export interface TabItemProps {
  value: string;
  label?: string;
  children: ReactNode;
}

/** One tab's content; rendered by Tabs. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/** Props of Tabs. */
export interface TabsProps {
  /** Tabs with the same group id switch together and remember the choice. */
  groupId?: string;
  /** Value selected before the reader chooses; the first tab otherwise. */
  defaultValue?: string;
  /** Called when the reader selects a tab, for panels whose content loads on demand. */
  onSelect?: (value: string) => void;
  children: ReactNode;
}

/** Accessible tabs (arrow keys, Home, End) over TabItem children. */
export function Tabs({ groupId, defaultValue, onSelect, children }: TabsProps) {
  const items = Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> => isValidElement(child) && typeof (child.props as TabItemProps).value === "string",
  );
  const values = items.map((item) => item.props.value);
  const [selected, selectInGroup] = useTabGroup(groupId, values, defaultValue ?? values[0] ?? "");
  const select = (value: string) => {
    selectInGroup(value);
    onSelect?.(value);
  };
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = values.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    select(values[target]);
    buttons.current[target]?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" css={tablist}>
        {items.map((item, index) => {
          const active = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              css={tab}
              onClick={() => select(item.props.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          // Tab from the selected tab moves into its panel, whose content may start with text.
          tabIndex={0}
          hidden={item.props.value !== selected}
        >
          {item}
        </div>
      ))}
    </div>
  );
}
