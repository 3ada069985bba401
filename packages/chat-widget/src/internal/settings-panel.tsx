import { useId } from 'react';

/** Props of {@link SettingsPanel}. */
export interface SettingsPanelProps {
  id: string;
  useRag: boolean;
  onUseRagChange: (useRag: boolean) => void;
  showDetails: boolean;
  onShowDetailsChange: (showDetails: boolean) => void;
}

/** The answer mode (composed answer or search) and whether answers show their details. */
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
        <legend>Mode</legend>
        <label>
          <input type="radio" name={name} checked={useRag} onChange={() => onUseRagChange(true)} />
          Answer (RAG): a written answer with its Articles
        </label>
        <label>
          <input
            type="radio"
            name={name}
            checked={!useRag}
            onChange={() => onUseRagChange(false)}
          />
          Search: the matching passages
        </label>
      </fieldset>
      <label>
        <input
          type="checkbox"
          checked={showDetails}
          onChange={(event) => onShowDetailsChange(event.target.checked)}
        />
        Show answer details
      </label>
    </div>
  );
}
