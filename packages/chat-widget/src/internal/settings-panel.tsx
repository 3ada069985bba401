import { useId } from 'react';

/** Props of {@link SettingsPanel}. */
export interface SettingsPanelProps {
  id: string;
  useRag: boolean;
  onUseRagChange: (useRag: boolean) => void;
  showDetails: boolean;
  onShowDetailsChange: (showDetails: boolean) => void;
}

/**
 * How the assistant answers (a written answer or the matching passages) and whether answers show
 * how they were found. In plain words: visitors do not know what "RAG" or a "mode" is.
 */
export function SettingsPanel({
  id,
  useRag,
  onUseRagChange,
  showDetails,
  onShowDetailsChange,
}: SettingsPanelProps) {
  const name = useId();
  return (
    <div id={id} className="coaz-chat-settings">
      <fieldset>
        <legend>How the assistant answers</legend>
        <label>
          <input type="radio" name={name} checked={useRag} onChange={() => onUseRagChange(true)} />
          An answer, with the Articles it comes from
        </label>
        <label>
          <input
            type="radio"
            name={name}
            checked={!useRag}
            onChange={() => onUseRagChange(false)}
          />
          The matching passages, from the constitution and this site's pages
        </label>
      </fieldset>
      <label>
        <input
          type="checkbox"
          checked={showDetails}
          onChange={(event) => onShowDetailsChange(event.target.checked)}
        />
        Show how each answer was found
      </label>
    </div>
  );
}
