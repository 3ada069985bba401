import { Button } from '@coaz/ui-kit';
import type { QuickQuestion } from '../chat-widget-texts';

/** Props of {@link QuickQuestions}. */
export interface QuickQuestionsProps {
  questions: readonly QuickQuestion[];
  onAsk: (question: string) => void;
}

/** Ready-made questions for a visitor who does not know what to ask. */
export function QuickQuestions({ questions, onAsk }: QuickQuestionsProps) {
  return (
    <ul className="coaz-chat-quick-questions" aria-label="Suggested questions">
      {questions.map(({ label, question }) => (
        <li key={label}>
          <Button variant="secondary" onClick={() => onAsk(question)}>
            {label}
          </Button>
        </li>
      ))}
    </ul>
  );
}
