/**
 * Labelled facts of a member, such as "E-mail" and "Account status", as a definition list, in the
 * order given; a fact with no value is left out rather than shown empty.
 */
export function MemberFacts({
  facts,
}: {
  facts: readonly (readonly [string, string | null | undefined])[];
}) {
  return (
    <dl className="member-facts">
      {facts
        .filter((fact): fact is readonly [string, string] => Boolean(fact[1]))
        .map(([label, value]) => (
          <div key={label} className="member-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
