/**
 * How far a picture's upload has gone, shown under an editor's fields while it uploads. Shared by
 * the content editor and the studio's site settings, which upload pictures the same way.
 */
export function UploadProgress({ id, percent }: { id: string; percent: number | undefined }) {
  if (percent === undefined) return null;
  return (
    <div className="content-editor__progress">
      <label htmlFor={id}>Uploading the picture</label>{' '}
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
    </div>
  );
}
