import { Button } from '@coaz/ui-kit';
import { type ReactNode, type Ref, useId } from 'react';
import { busyButtonProps } from './busy-button-props';
import { escapeCloses } from './escape-closes';

/** Props of {@link DeletionQuestion}. */
export interface DeletionQuestionProps {
  /** What is asked: "Delete “…”? It leaves the site…". */
  question: ReactNode;
  /** The delete is under way: both answers wait, Escape too. */
  deleting: boolean;
  onConfirm: () => void;
  /** Keep it, and Escape. */
  onCancel: () => void;
  /** Shown between the question and the answers: why a delete was refused. */
  children?: ReactNode;
  /**
   * Inside a list item (a notice's card): a group the script gives the cursor to, in place of the
   * studio's panel (a region).
   */
  inline?: boolean;
  /** The panel or group, for the cursor to be put on it. */
  containerRef?: Ref<HTMLElement>;
}

/**
 * The question asked before anything is deleted, the studio's entries and the notices alike:
 * named "Confirm deletion" and described by the question (named alone, a screen reader said only
 * "Confirm deletion, region", and never what was asked), with Yes, delete and Keep it; Escape
 * answers Keep it, unless the delete is under way, whose answer it waits to say.
 */
export function DeletionQuestion({
  question,
  deleting,
  onConfirm,
  onCancel,
  children,
  inline = false,
  containerRef,
}: DeletionQuestionProps) {
  const questionId = useId();
  const contents = (
    <>
      <p id={questionId}>{question}</p>
      {children}
      <div className="button-row">
        <Button {...busyButtonProps(deleting, onConfirm)}>
          {deleting ? 'Deleting…' : 'Yes, delete'}
        </Button>
        <Button variant="secondary" {...busyButtonProps(deleting, onCancel)}>
          Keep it
        </Button>
      </div>
    </>
  );
  const onKeyDown = escapeCloses(() => {
    if (!deleting) onCancel();
  });
  return inline ? (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of two buttons; a fieldset would draw a frame and need a legend.
    <div
      ref={containerRef as Ref<HTMLDivElement>}
      tabIndex={-1}
      className="content-manager__confirm"
      role="group"
      aria-label="Confirm deletion"
      aria-describedby={questionId}
      onKeyDown={onKeyDown}
    >
      {contents}
    </div>
  ) : (
    <section
      ref={containerRef}
      className="studio-panel"
      aria-label="Confirm deletion"
      aria-describedby={questionId}
      onKeyDown={onKeyDown}
    >
      {contents}
    </section>
  );
}
