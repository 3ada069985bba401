/**
 * Contrast of text over a picture, computed in a story from the styles the browser applies; for
 * text on images, which axe leaves out. Story support, not part of the package.
 */

type Rgba = [number, number, number, number];

/** How one background layer colours the page at a height `y` (viewport pixels). */
type Paint = (y: number) => Rgba;

const WHITE: Rgba = [255, 255, 255, 1];
const BLACK: Rgba = [0, 0, 0, 1];

function parseColor(css: string): Rgba {
  const match = /^rgba?\(([^)]*)\)$/.exec(css.trim());
  if (match === null) throw new Error(`Cannot compute the contrast of the colour ${css}`);
  const [r = 0, g = 0, b = 0, a = 1] = (match[1] ?? '').split(/[\s,/]+/).map(Number);
  return [r, g, b, a];
}

/** `top` painted over the opaque `bottom`. */
function over([r, g, b, a]: Rgba, bottom: Rgba): Rgba {
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two opaque colours. */
function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Splits on the commas that are not inside parentheses. */
function topLevelParts(css: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(css.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(css.slice(start).trim());
  return parts;
}

/**
 * A vertical `linear-gradient` (to top or to bottom, stops in per cent) over `box`. Anything else
 * throws, so that a story never passes on a background it could not read.
 */
function verticalGradient(css: string, box: DOMRect): Paint {
  const inner = /^linear-gradient\((.*)\)$/.exec(css)?.[1];
  if (inner === undefined) throw new Error(`Cannot compute the contrast over ${css}`);
  const parts = topLevelParts(inner);
  let upward = false;
  if (parts[0] === 'to top' || parts[0] === '0deg') {
    upward = true;
    parts.shift();
  } else if (parts[0] === 'to bottom' || parts[0] === '180deg') {
    parts.shift();
  }
  const stops = parts.map((part) => {
    const match = /^(rgba?\([^)]*\)|transparent)(?:\s+([\d.]+)%)?$/.exec(part);
    if (match === null) throw new Error(`Cannot compute the contrast over ${css}`);
    const color = match[1] === 'transparent' ? 'rgba(0, 0, 0, 0)' : (match[1] as string);
    return {
      color: parseColor(color),
      at: match[2] === undefined ? null : Number(match[2]) / 100,
    };
  });
  // Stops without a position share the room between their neighbours (CSS Images 3).
  const first = stops[0];
  const last = stops.at(-1);
  if (first === undefined || last === undefined) throw new Error(`No colour stops in ${css}`);
  first.at ??= 0;
  last.at ??= 1;
  for (let index = 1; index < stops.length - 1; index += 1) {
    if (stops[index]?.at !== null) continue;
    const next = stops.findIndex((stop, later) => later > index && stop.at !== null);
    const from = stops[index - 1]?.at ?? 0;
    const to = stops[next]?.at ?? 1;
    for (let fill = index; fill < next; fill += 1) {
      const stop = stops[fill];
      if (stop) stop.at = from + ((to - from) * (fill - index + 1)) / (next - index + 1);
    }
  }
  return (y) => {
    const along = Math.min(
      1,
      Math.max(0, upward ? (box.bottom - y) / box.height : (y - box.top) / box.height),
    );
    // Before the first stop the first colour holds, after the last the last one.
    const after = stops.findIndex((stop) => (stop.at ?? 0) >= along);
    const to = (after === -1 ? last : stops[after]) as (typeof stops)[number];
    const from = (after <= 0 ? to : stops[after - 1]) as (typeof stops)[number];
    const span = (to.at ?? 0) - (from.at ?? 0);
    const t = span <= 0 ? 1 : (along - (from.at ?? 0)) / span;
    // Gradients mix in premultiplied colour, so a fade to transparent black keeps its hue.
    const alpha = from.color[3] + (to.color[3] - from.color[3]) * t;
    const mix = (channel: 0 | 1 | 2) =>
      alpha === 0
        ? 0
        : (from.color[channel] * from.color[3] +
            (to.color[channel] * to.color[3] - from.color[channel] * from.color[3]) * t) /
          alpha;
    return [mix(0), mix(1), mix(2), alpha];
  };
}

/** An element's background layers, bottom first: its colour, then its images from last to first. */
function paintsOf(element: Element): Paint[] {
  const style = getComputedStyle(element);
  const color = parseColor(style.backgroundColor);
  const box = element.getBoundingClientRect();
  const images =
    style.backgroundImage === 'none'
      ? []
      : topLevelParts(style.backgroundImage).map((image) => verticalGradient(image, box));
  return [() => color, ...images.reverse()];
}

/**
 * The lowest contrast of an element's text with what lies behind it, over any picture: the
 * background colours and vertical gradients of the element and its ancestors up to (not
 * including) `picture`, the element that holds the picture, are painted over a white picture and
 * over a black one, at every pixel row of every line of the text.
 */
export function worstTextContrast(element: Element, picture: Element): number {
  const layers: Paint[] = [];
  for (let node: Element | null = element; node !== null; node = node.parentElement) {
    if (node === picture) break;
    layers.unshift(...paintsOf(node));
  }
  const text = parseColor(getComputedStyle(element).color);
  let worst = Number.POSITIVE_INFINITY;
  for (const line of element.getClientRects()) {
    for (let y = Math.floor(line.top); y <= Math.ceil(line.bottom); y += 1) {
      for (const ground of [WHITE, BLACK]) {
        const behind = layers.reduce((below, paint) => over(paint(y), below), ground);
        worst = Math.min(worst, contrast(over(text, behind), behind));
      }
    }
  }
  return worst;
}
