import type { ImageSource } from '../image/image-source';

/** A generated picture for stories, so they need neither network nor photo files. */
export function sampleImage(hue: number, text: string, width = 640, height = 449): ImageSource {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="hsl(${hue} 45% 35%)"/><text x="${width / 2}" y="${height / 2}" font-size="${Math.round(height / 10)}" text-anchor="middle" fill="white" font-family="sans-serif">${text}</text></svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, alt: text, width, height };
}
