import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FocalPoint } from './focal-point';

function Harness({ seen }: { seen: { focusX: number; focusY: number }[] }) {
  const [focus, setFocus] = useState({ focusX: 50, focusY: 50 });
  return (
    <FocalPoint
      src="/api/uploads/picture-1280.webp"
      {...focus}
      label="Focal point of the picture"
      onChange={(next) => {
        seen.push(next);
        setFocus(next);
      }}
    />
  );
}

describe('FocalPoint', () => {
  it('moves the point with the arrow keys, by tens with Shift, and Home puts it back', async () => {
    const seen: { focusX: number; focusY: number }[] = [];
    const { container } = render(<Harness seen={seen} />);
    const slider = screen.getByRole('slider', { name: 'Focal point of the picture' });
    expect(slider).toHaveAttribute('aria-valuetext', '50% from the left, 50% from the top');
    await userEvent.tab();
    expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuetext', '52% from the left, 49% from the top');
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowLeft}{/Shift}');
    expect(slider).toHaveAttribute('aria-valuetext', '42% from the left, 59% from the top');
    await userEvent.keyboard(
      '{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}',
    );
    expect(seen.at(-1)).toEqual({ focusX: 0, focusY: 59 });
    await userEvent.keyboard('{Home}');
    expect(seen.at(-1)).toEqual({ focusX: 50, focusY: 50 });
    expect(screen.getByText(/Now 50% from the left, 50% from the top/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('puts the point where the picture is clicked or tapped, and crops the previews around it', () => {
    const seen: { focusX: number; focusY: number }[] = [];
    const { container } = render(<Harness seen={seen} />);
    const slider = screen.getByRole('slider', { name: 'Focal point of the picture' });
    slider.getBoundingClientRect = () =>
      ({ left: 100, top: 20, width: 400, height: 200, right: 500, bottom: 220 }) as DOMRect;
    fireEvent.click(slider, { clientX: 200, clientY: 170 });
    expect(seen.at(-1)).toEqual({ focusX: 25, focusY: 75 });
    const crops = container.querySelectorAll<HTMLImageElement>('.focal-point__crop');
    expect(crops).toHaveLength(2);
    for (const crop of crops) expect(crop.style.objectPosition).toBe('25% 75%');
    const marker = container.querySelector<HTMLElement>('.focal-point__marker');
    expect(marker?.style.left).toBe('25%');
    expect(marker?.style.top).toBe('75%');
  });
});
