import { useState, type FormEvent } from 'react';
import type { ClickHistoryEntry, FunnelAnswer, FunnelStep } from '../api';
import { texts } from '../texts';

/** Long enough for a short description; the lead keeps it as the answer. */
const FREE_TEXT_MAX_LENGTH = 200;

interface QuestionStepProps {
  question: FunnelStep;
  /** The answer given earlier (after going back); it is marked and a free text is kept. */
  chosen?: ClickHistoryEntry;
  onAnswer: (answer: FunnelAnswer, freeText?: string) => void;
}

/** A server-supplied question with its answer buttons; a free-text answer opens a text input. */
export function QuestionStep({ question, chosen, onAnswer }: QuestionStepProps) {
  const chosenFreeText = question.answers.find((answer) => answer.freeText && answer.text === chosen?.action.title);
  const [openAnswer, setOpenAnswer] = useState<FunnelAnswer | undefined>(chosenFreeText);

  const choose = (answer: FunnelAnswer) => {
    if (answer.freeText) setOpenAnswer(answer === openAnswer ? undefined : answer);
    else onAnswer(answer);
  };

  return (
    <div className="step">
      <p className="step-kicker">{question.title}</p>
      <h2 className="step-heading" tabIndex={-1}>
        {question.question}
      </h2>
      <ul className="answers" aria-label={texts.offer.answersLabel}>
        {question.answers.map((answer) => (
          <li key={answer.text} className={answer === openAnswer ? 'answer-open' : undefined}>
            <button
              type="button"
              className="answer"
              aria-current={chosen?.action.title === answer.text ? 'true' : undefined}
              aria-expanded={answer.freeText ? answer === openAnswer : undefined}
              onClick={() => choose(answer)}
            >
              {answer.text}
            </button>
            {answer === openAnswer && (
              <FreeTextForm
                initial={chosenFreeText === answer ? (chosen?.action.freeText ?? '') : ''}
                onSubmit={(text) => onAnswer(answer, text)}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface FreeTextFormProps {
  initial: string;
  onSubmit: (text: string) => void;
}

function FreeTextForm({ initial, onSubmit }: FreeTextFormProps) {
  const [value, setValue] = useState(initial);
  // Spec: 'Weiter' is blocked while the free-text error flag is set; the flag is "empty".
  const hasError = value.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasError) onSubmit(value.trim());
  };

  return (
    <form className="free-text" onSubmit={submit}>
      <input
        className="input"
        type="text"
        aria-label={texts.offer.freeTextLabel}
        placeholder={texts.offer.freeTextPlaceholder}
        maxLength={FREE_TEXT_MAX_LENGTH}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        // The visitor just asked for this field by choosing the answer.
        autoFocus
      />
      <button type="submit" className="button" disabled={hasError}>
        {texts.offer.freeTextSubmit}
      </button>
    </form>
  );
}
