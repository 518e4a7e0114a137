/** The editor's toolbar (WAI-ARIA toolbar pattern): one tab stop; Left/Right/Home/End move between the buttons. */
import { useRef, useState, type KeyboardEvent, type MutableRefObject } from "react";

export interface ToolbarItem {
  key: string;
  text: string;
  pressed: boolean;
  keys: string;
  className: string;
  onPress: () => void;
}

export function Toolbar({ controls, label, buttons }: { controls: string; label: string; buttons: ToolbarItem[] }) {
  const [current, setCurrent] = useState(0);
  const refs = useRef<Array<HTMLButtonElement | null>>([]) as MutableRefObject<Array<HTMLButtonElement | null>>;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = buttons.length - 1;
    const next =
      event.key === "ArrowRight"
        ? current >= last
          ? 0
          : current + 1
        : event.key === "ArrowLeft"
          ? current <= 0
            ? last
            : current - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="rte__toolbar" role="toolbar" aria-label={label} aria-controls={controls} onKeyDown={onKeyDown}>
      {buttons.map((button, index) => (
        <button
          key={button.key}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          className={button.className}
          tabIndex={index === current ? 0 : -1}
          aria-pressed={button.pressed}
          aria-keyshortcuts={button.keys || undefined}
          onFocus={() => setCurrent(index)}
          // Keep the editor's selection when the mouse goes down on a button.
          onMouseDown={(event) => event.preventDefault()}
          onClick={button.onPress}
        >
          {button.text}
        </button>
      ))}
    </div>
  );
}
