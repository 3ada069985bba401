import { useRef } from 'react';

/** What {@link useUploadStop} gives a form. */
export interface UploadStop {
  /** A fresh signal for the next save's picture uploads. */
  begin: () => AbortSignal;
  /** Stops the upload under way (the editor's "Stop the upload"). */
  stop: () => void;
}

/**
 * Lets an editor stop a picture's upload. On slow mobile data a large picture takes minutes, and
 * an editor who chose the wrong file must not have to wait for it or leave the page (losing the
 * form) to choose another: stopping keeps the form as typed and saves nothing, and the save rejects
 * with an {@link UploadStoppedError} naming the picture, whose file chooser then takes the cursor.
 */
export function useUploadStop(): UploadStop {
  const controller = useRef<AbortController | undefined>(undefined);
  return {
    begin: () => {
      controller.current = new AbortController();
      return controller.current.signal;
    },
    stop: () => controller.current?.abort(),
  };
}

/** Said above the form when the editor stopped an upload. */
export const UPLOAD_STOPPED =
  'You stopped the picture’s upload, so nothing was saved. What you typed is still here: choose another picture, or save again.';
