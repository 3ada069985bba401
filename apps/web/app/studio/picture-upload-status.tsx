import { Button } from '@coaz/ui-kit';
import { UploadProgress } from '../contents/upload-progress';

/** Props of {@link PictureUploadStatus}. */
export interface PictureUploadStatusProps {
  /** The progress bar's id. */
  id: string;
  /** How far the upload has gone; nothing is shown without one. */
  percent: number | undefined;
  /** Stops the upload ({@link useUploadStop}). */
  onStop: () => void;
}

/** A picture's upload under way in a studio form: how far it has gone, and a way to stop it. */
export function PictureUploadStatus({ id, percent, onStop }: PictureUploadStatusProps) {
  if (percent === undefined) return null;
  return (
    <div className="button-row">
      <UploadProgress id={id} percent={percent} />
      <Button variant="secondary" onClick={onStop}>
        Stop the upload
      </Button>
    </div>
  );
}
