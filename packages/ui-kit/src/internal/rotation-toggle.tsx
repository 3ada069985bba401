/** Props of {@link RotationToggle}. */
export interface RotationToggleProps {
  /** Whether the rotation is paused now (the button then offers to play). */
  paused: boolean;
  pauseLabel: string;
  playLabel: string;
  /** Called with the visitor's new choice. */
  onChoose: (choice: 'playing' | 'paused') => void;
  className: string;
  iconClassName: string;
}

/**
 * The pause/play button of a rotating component. Its `data-rotation-*` attributes are the contract
 * with the script that rotates the server's markup before the app runs (the web app's
 * `rotate-before-app.ts`): it reads the two labels and `data-paused`, and answers the button itself.
 */
export function RotationToggle({
  paused,
  pauseLabel,
  playLabel,
  onChoose,
  className,
  iconClassName,
}: RotationToggleProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label={paused ? playLabel : pauseLabel}
      data-rotation-toggle
      data-paused={paused}
      data-pause-label={pauseLabel}
      data-play-label={playLabel}
      onClick={() => onChoose(paused ? 'playing' : 'paused')}
    >
      <span className={iconClassName} aria-hidden="true" />
    </button>
  );
}
