import { Alert, Button } from '@coaz/ui-kit';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { busyButtonProps } from './busy-button-props';

/** What {@link useSaveConflict} needs of a form; `D` is what the form saves (its typed draft). */
export interface SaveConflictOptions<T extends { version: number }, D> {
  /** The record as the form opened it (or as kept with a restored draft); none for a new entry. */
  opened: T | undefined;
  /** Reads the record as saved now. */
  readLatest: (base: T) => Promise<T>;
  /** Puts the latest saved record's values into the form, dropping what was typed. */
  loadValues: (latest: T) => void;
  /** Says why the latest could not be read (the entry deleted meanwhile, no network). */
  onReadFailure: (error: unknown) => void;
  /**
   * The draft to save over `latest`: its values with the editor's own changes since `base` on top
   * (`typedOverLatest`), also put into the form so it shows what is saved.
   */
  mineOver: (latest: T, base: T) => D;
  /**
   * What the other editor's save changed against `base`, said in the notice ("They changed
   * “Title”."), so the editor can choose between the two knowing what theirs holds.
   */
  theirChanges?: (latest: T, base: T) => string;
}

/** What {@link useSaveConflict} gives a form. */
export interface SaveConflict<T extends { version: number }, D> {
  /** The record a save is based on: the one opened, or the latest read after a conflict. */
  base: T | undefined;
  /** A save was refused because someone else saved first (409). */
  conflict: boolean;
  setConflict: (conflict: boolean) => void;
  /**
   * The notice to show while {@link conflict}: what happened and the editor's two ways on, their
   * version or saving over it with `save`, which takes the version to save over and the draft.
   */
  notice: (message: ReactNode, save: (version: number, draft: D) => Promise<void>) => ReactNode;
}

/**
 * A studio form's answer to a save overtaken by someone else's (409): what was typed stays, and
 * the editor chooses between loading the other editor's version (dropping the typing) and saving
 * theirs over it, based on the version saved now: their changes to fields this editor did not
 * touch are kept, so only what this editor changed goes over theirs. The entries' form and the site settings share
 * it, so both offer the same two choices in the same words.
 */
export function useSaveConflict<T extends { version: number }, D>({
  opened,
  readLatest,
  loadValues,
  onReadFailure,
  mineOver,
  theirChanges,
}: SaveConflictOptions<T, D>): SaveConflict<T, D> {
  const [base, setBase] = useState(opened);
  const [conflict, setConflict] = useState(false);
  // What they changed, read once a save is refused: the notice said only that someone saved, and
  // Save mine over theirs or Load their version was a choice made blind.
  const [theirs, setTheirs] = useState<string>();
  // Read once as the save is refused, on the version it was based on; the choices read it again.
  const reading = useRef({ readLatest, theirChanges, base });
  reading.current = { readLatest, theirChanges, base };
  useEffect(() => {
    setTheirs(undefined);
    const { readLatest: read, theirChanges: say, base: basedOn } = reading.current;
    if (!conflict || !basedOn || !say) return;
    let shown = true;
    read(basedOn).then(
      (latest) => {
        if (shown) setTheirs(say(latest, basedOn));
      },
      // Not read (deleted meanwhile, no network): the choice itself reads it again and says why.
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [conflict]);
  // Either choice reads the latest version first: a second press meanwhile (or the other choice)
  // would save twice over the same version, or load theirs over a save under way.
  const [choosing, setChoosing] = useState(false);
  const choose = async (work: () => Promise<void>) => {
    setChoosing(true);
    try {
      await work();
    } finally {
      setChoosing(false);
    }
  };

  /** The record as saved now, which becomes the base; a failure is said, and gives nothing. */
  const latestSaved = async () => {
    if (!base) return undefined;
    try {
      const latest = await readLatest(base);
      setBase(latest);
      return latest;
    } catch (error) {
      onReadFailure(error);
      return undefined;
    }
  };

  /**
   * Their version into the form. The notice, with the button pressed, goes: the cursor goes to
   * the form's first field, now holding their version, where a keyboard or screen-reader user
   * was dropped at the top of the page.
   */
  const reloadTheirs = async (form: HTMLFormElement | null) => {
    const latest = await latestSaved();
    if (!latest) return;
    loadValues(latest);
    form?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select')?.focus();
    setConflict(false);
  };

  const saveMineOverTheirs = async (save: (version: number, draft: D) => Promise<void>) => {
    const opened = base;
    const latest = await latestSaved();
    if (latest && opened) await save(latest.version, mineOver(latest, opened));
  };

  const notice = (message: ReactNode, save: (version: number, draft: D) => Promise<void>) =>
    conflict ? (
      <Alert tone="error" title="Someone else saved this first">
        <p>{message}</p>
        {theirs ? <p>{theirs}</p> : null}
        <div className="button-row">
          <Button
            variant="secondary"
            {...busyButtonProps(choosing, (event) => {
              const form = event.currentTarget.closest('form');
              void choose(() => reloadTheirs(form));
            })}
          >
            Load their version (drops your changes)
          </Button>
          <Button
            variant="secondary"
            {...busyButtonProps(choosing, () => void choose(() => saveMineOverTheirs(save)))}
          >
            Save mine over theirs
          </Button>
        </div>
      </Alert>
    ) : null;

  return { base, conflict, setConflict, notice };
}
