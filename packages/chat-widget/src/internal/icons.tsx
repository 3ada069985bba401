// Small line icons drawn for the window's header buttons; each button carries its own name.

const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 20 20',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

/** Three sliders. */
export function SettingsIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M3 5h14M3 10h14M3 15h14" />
      <circle cx="7" cy="5" r="1.5" fill="currentColor" />
      <circle cx="13" cy="10" r="1.5" fill="currentColor" />
      <circle cx="9" cy="15" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** Four corners pointing out. */
export function ExpandIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M3 8V3h5M17 8V3h-5M3 12v5h5M17 12v5h-5" />
    </svg>
  );
}

/** A bin. */
export function ClearIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M3 5h14M8 5V3h4v2M5 5l1 12h8l1-12" />
    </svg>
  );
}

/** A cross. */
export function CloseIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M4 4l12 12M16 4L4 16" />
    </svg>
  );
}

/** A speech bubble, for the floating button. */
export function ChatIcon() {
  return (
    <svg {...common} width={26} height={26} aria-hidden="true">
      <path d="M3 4h14v9H9l-4 3v-3H3z" strokeLinejoin="round" />
    </svg>
  );
}
