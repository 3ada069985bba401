import type { ApplicableMembershipType, MembershipDues } from '@coaz/api-client/membership';
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

/** The membership types one applies for, each with its summary and yearly subscription. */
export function MembershipTypeChoice({ value, onChange, dues }: MembershipTypeChoiceProps) {
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
            />
            <span>
              <strong>{type.name}</strong>
              {amount !== undefined ? (
                // The space in the fee's own text: a text of a space alone between the name and
                // the fee was left out of the radio's name ("Full MembershipK300.00 a year").
                <span className="join-types__fee">{` ${formatKwacha(amount)} a year`}</span>
              ) : null}
              <br />
              {type.summary}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
