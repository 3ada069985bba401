import type { Page } from '@playwright/test';

/**
 * A PNG `width` pixels square, drawn by the page's browser, as bytes: a picture wide enough for
 * the card it is chosen for (the studio refuses one narrower than the site draws it), with no
 * picture file kept in the repository.
 */
export async function squarePng(page: Page, width: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (side) => {
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#1d6b3a';
    context.fillRect(0, 0, side, side);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
      reader.readAsDataURL(blob as Blob);
    });
  }, width);
  return Buffer.from(base64, 'base64');
}
