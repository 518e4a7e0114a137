/** Small inline icons (decorative: the text next to them or a hidden label names the control). */
const common = {
  "aria-hidden": true,
  focusable: false,
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2.25,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export function ChevronIcon() {
  return (
    <svg {...common} className="icon icon--chevron">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg {...common} className="icon">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg {...common} className="icon">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}

export function BookmarkIcon() {
  return (
    <svg {...common} className="icon">
      <path d="M7 4h10a1 1 0 0 1 1 1v15l-6-4-6 4V5a1 1 0 0 1 1-1z" />
    </svg>
  );
}

export function BellIcon() {
  return (
    <svg {...common} className="icon">
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </svg>
  );
}
