import { type KeyboardEvent, type MouseEvent, useId } from 'react';

/** Props of {@link FocalPoint}. */
export interface FocalPointProps {
  /** The picture to point at (an upload's address or a chosen file's object URL). */
  src: string;
  /** Percent from the left, 0 to 100. */
  focusX: number;
  /** Percent from the top, 0 to 100. */
  focusY: number;
  onChange: (focus: { focusX: number; focusY: number }) => void;
  /** Names the control. @default 'Focal point' */
  label?: string;
  /** Called when the browser cannot draw the picture (a file that is no image it can read). */
  onUnreadable?: () => void;
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * The picture with a marker on the part that must stay in view when a page crops it. A click or
 * tap puts the marker there; with the keyboard, arrows move it by 1% (10% with Shift) and Home
 * puts it back in the middle. The crops below show how a wide and a tall frame keep that point.
 */
export function FocalPoint({
  src,
  focusX,
  focusY,
  onChange,
  label = 'Focal point',
  onUnreadable,
}: FocalPointProps) {
  const place = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({
      focusX: clamp(((event.clientX - box.left) / box.width) * 100),
      focusY: clamp(((event.clientY - box.top) / box.height) * 100),
    });
  };
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    if (event.key === 'Home') {
      event.preventDefault();
      onChange({ focusX: 50, focusY: 50 });
      return;
    }
    const delta = moves[event.key];
    if (!delta) return;
    event.preventDefault();
    onChange({ focusX: clamp(focusX + delta[0]), focusY: clamp(focusY + delta[1]) });
  };
  const helpId = useId();
  const position = `${focusX}% ${focusY}%`;
  return (
    <div className="focal-point">
      {/* A two-way slider: ARIA has no 2D role, so the value text says both coordinates. */}
      <div
        className="focal-point__frame"
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={focusX}
        aria-valuetext={`${focusX}% from the left, ${focusY}% from the top`}
        aria-describedby={helpId}
        onClick={place}
        onKeyDown={move}
      >
        <img
          src={src}
          alt=""
          className="focal-point__image"
          draggable={false}
          onError={onUnreadable}
        />
        <span
          className="focal-point__marker"
          style={{ left: `${focusX}%`, top: `${focusY}%` }}
          aria-hidden="true"
        />
      </div>
      <p id={helpId} className="coaz-field__hint">
        Click or tap the part of the picture that must stay in view, or use the arrow keys (Shift
        for bigger steps, Home for the middle). Now {focusX}% from the left, {focusY}% from the top.
      </p>
      <div className="focal-point__crops" aria-hidden="true">
        <img
          src={src}
          alt=""
          className="focal-point__crop focal-point__crop--wide"
          style={{ objectPosition: position }}
        />
        <img
          src={src}
          alt=""
          className="focal-point__crop focal-point__crop--tall"
          style={{ objectPosition: position }}
        />
      </div>
    </div>
  );
}
