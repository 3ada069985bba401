/** A small constitution in Markdown, written for tests: three Parts, a handful of Articles. */
export const sampleConstitution = `# Constitution of the Sample Health Workers Society

## PART I: MEMBERSHIP

### Article 1: Membership Fees
1. Every member shall pay an annual subscription set by the General Assembly.
2. A member whose subscription is unpaid for twelve months loses the right to vote.

### Article 2: Expulsion of Members
1. The Disciplinary Committee may expel a member found guilty of gross misconduct.
2. An expelled member may appeal to the Council within thirty days.

## PART II: ELECTIONS

### Article 3: Elections
1. Elections of the President are held every three years by secret ballot.
2. A candidate must be nominated by five full members.

### Article 4: Protection from Abuse
1. No member shall be subjected to verbal abuse, humiliation or degrading treatment by a supervisor.
2. The Society shall support members who report such treatment.
`;
