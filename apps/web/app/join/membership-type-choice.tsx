import type { ApplicableMembershipType, MembershipDues } from '@coaz/api-client/membership';
import { useId } from 'react';
import { formatKwacha } from '../member/format-kwacha';
import { APPLICABLE_TYPES, membershipTypeOf } from './applicable-types';

/** Props of {@link MembershipTypeChoice}. */
export interface MembershipTypeChoiceProps {
  /** The type chosen. */
  value: ApplicableMembershipType;
  /** Called with a new choice. */
  onChange: (type: ApplicableMembershipType) => void;
  /** Annual subscriptions, once loaded. */
  dues: readonly MembershipDues[] | undefined;
}

/**
 * The membership types one applies for, each with its summary and yearly subscription. Each radio
 * is named by its type and fee alone, its summary its description: named by the whole card, every
 * arrow key read the summary before the type was known, and telling the types apart took all of it.
 */
export function MembershipTypeChoice({ value, onChange, dues }: MembershipTypeChoiceProps) {
  const id = useId();
  return (
    <fieldset className="join-types">
      <legend>Choose your membership</legend>
      {APPLICABLE_TYPES.map((slug) => {
        const type = membershipTypeOf(slug);
        const amount = dues?.find((entry) => entry.membershipType === slug)?.amount;
        return (
          <label key={slug} className="join-types__option">
            <input
              type="radio"
              name="membershipType"
              value={slug}
              checked={value === slug}
              onChange={() => onChange(slug)}
              // The name and the fee, two parts joined with a space (a space in the text was left
              // out of the name: "Full MembershipK300.00 a year").
              aria-labelledby={
                amount !== undefined ? `${id}-${slug}-name ${id}-${slug}-fee` : `${id}-${slug}-name`
              }
              aria-describedby={`${id}-${slug}-summary`}
            />
            <span>
              <strong id={`${id}-${slug}-name`}>{type.name}</strong>
              {amount !== undefined ? (
                // The space in the fee's own text: a text of a space alone between the name and
                // the fee was left out of the radio's name ("Full MembershipK300.00 a year").
                <span id={`${id}-${slug}-fee`} className="join-types__fee">
                  {` ${formatKwacha(amount)} a year`}
                </span>
              ) : null}
              <br />
              <span id={`${id}-${slug}-summary`}>{type.summary}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
