import { Children, isValidElement, useId, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from "react";
import { useTabGroup } from "./useTabGroup";

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
    (child): child is ReactElement<TabItemProps> =>
      isValidElement(child) && typeof (child.props as TabItemProps).value === "string",
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
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(values[target]);
    buttons.current[target]?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" className="tabs-tablist">
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
              className="tabs-tab"
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
