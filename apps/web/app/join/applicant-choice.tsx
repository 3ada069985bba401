import type { ReactNode } from 'react';

/** Props of {@link ApplicantChoice}. */
export interface ApplicantChoiceProps<T extends string> {
  /** The question, read as the group's name. */
  legend: string;
  /** The form field the choice is sent as. */
  name: string;
  /** The value chosen. */
  value: T;
  /** Each answer and its words. */
  options: ReadonlyArray<readonly [T, string]>;
  /** Called with a new choice. */
  onChange: (value: T) => void;
  /** Said under the answers, such as what the choice means for paying. */
  children?: ReactNode;
  /** The id of a refusal among `children`, read with the group. */
  errorId?: string;
}

/**
 * One question about the applicant answered by a radio (in Zambia or outside it; a person or an
 * organisation), drawn as the membership types are, so that the fields below follow the answer.
 */
export function ApplicantChoice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  children,
  errorId,
}: ApplicantChoiceProps<T>) {
  return (
    <fieldset className="join-types" aria-describedby={errorId}>
      <legend>{legend}</legend>
      {options.map(([option, words]) => (
        <label key={option} className="join-types__option">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          <span>{words}</span>
        </label>
      ))}
      {children}
    </fieldset>
  );
}
