import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Builds forms with Node's own FormData and File for the tests of the calling file. jsdom's do not
 * survive Node's fetch (it sends a body shorter than the length it declared), so a form that
 * uploads a file is built with Node's, as a browser builds it with its own.
 */
export function buildUploadFormsWithNode(): void {
  beforeEach(async () => {
    const nodeForm = await new Response(new URLSearchParams()).formData();
    vi.stubGlobal('FormData', nodeForm.constructor);
    vi.stubGlobal('File', NodeFile);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
