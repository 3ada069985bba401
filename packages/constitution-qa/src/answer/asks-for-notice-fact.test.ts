import { describe, expect, it } from 'vitest';
import { asksUnstatedPeriod, asksWhenMeeting, noticeFactAsked } from './asks-for-notice-fact';

// Whether a question asks for any fact no constitution holds, whichever kind.
const asksForNoticeFact = (question: string, text: string) =>
  noticeFactAsked(question, text) !== undefined;

describe('asksForNoticeFact', () => {
  it('knows a constitution names no office holders', () => {
    expect(asksForNoticeFact('who is the present treasurer general', '')).toBe(true);
    expect(asksForNoticeFact('who won the last coaz elections', '')).toBe(true);
    expect(asksForNoticeFact('who is the president', '')).toBe(true);
    expect(asksForNoticeFact('Who presides over the General Assembly?', '')).toBe(false);
    expect(asksForNoticeFact('Who is the president answerable to?', '')).toBe(false);
    expect(asksForNoticeFact('who was the founding secretary general', '')).toBe(true);
    expect(asksForNoticeFact('who were the previous office bearers', '')).toBe(true);
  });

  it('knows how to pay is for the membership pages, unless the text names the channel', () => {
    expect(noticeFactAsked('can i pay subs with airtel money', 'subscriptions are due')).toBe(
      'payment-channel',
    );
    expect(asksForNoticeFact('do you take visa for the annual fee', '')).toBe(true);
    expect(asksForNoticeFact('can fees be paid by bank transfer', 'paid by bank transfer')).toBe(
      false,
    );
    expect(asksForNoticeFact('can i pay my subs in instalments', '')).toBe(false);
  });

  it('asks for a time or date only when the text states none', () => {
    expect(asksForNoticeFact('what time does the agm start', 'notice of 90 days')).toBe(true);
    expect(
      asksForNoticeFact('what date does the financial year start', 'first day of January'),
    ).toBe(false);
    expect(asksForNoticeFact('Where will the next General Assembly be held?', 'notice')).toBe(true);
  });

  it('reads "may" as the verb it nearly always is, not as a month', () => {
    const text = 'The Speaker may adjourn a sitting, and the Assembly may meet again.';
    expect(asksForNoticeFact('what time do the sittings begin', text)).toBe(true);
    expect(asksForNoticeFact('what date is the election', 'held on 14 May each year')).toBe(false);
    expect(asksForNoticeFact('what date is the election', 'held in May 2027')).toBe(false);
  });

  it('knows when the next meeting or election is a matter for notices', () => {
    expect(asksForNoticeFact('when is the next general assembly', 'one ordinary sitting')).toBe(
      true,
    );
    expect(asksForNoticeFact('When will the upcoming elections be?', '')).toBe(true);
    // How often is a rule, which the constitution does set.
    expect(asksForNoticeFact('How often is the general assembly held?', '')).toBe(false);
  });

  it('asks where an office is only when the text names no place, since a constitution may', () => {
    const question = 'Where is the registered office of the Association located?';
    expect(asksForNoticeFact(question, 'The Association shall have a seal')).toBe(true);
    expect(asksForNoticeFact(question, 'Its registered office shall be in Lusaka')).toBe(false);
    expect(asksForNoticeFact('where is the coaz head office', 'Plot 12, Church Road')).toBe(false);
    expect(noticeFactAsked('wat is the coaz head office address', '')).toBe('location');
    // Where to lodge a complaint is a rule of procedure, not an address.
    expect(asksForNoticeFact('where do i complain about an election', '')).toBe(false);
  });

  it('knows contact details are not in a constitution, unless the text gives them', () => {
    expect(asksForNoticeFact('what is the phone number of the secretariat', '')).toBe(true);
    expect(asksForNoticeFact('whats the coaz email address', '')).toBe(true);
    expect(asksForNoticeFact('what is the website of the association', '')).toBe(true);
    expect(noticeFactAsked('what is the coaz bank account number', 'funds in a bank')).toBe(
      'contact',
    );
    expect(asksForNoticeFact('what are the office hours', '')).toBe(true);
    expect(asksForNoticeFact('whats the email', 'write to info@example.org')).toBe(false);
    expect(asksForNoticeFact('How do members contact the Council?', '')).toBe(false);
    // How to reach the association itself asks for its details; reaching a quorum does not.
    expect(noticeFactAsked('How can I contact the association?', '')).toBe('contact');
    expect(noticeFactAsked('how do i get in touch with the secretariat', '')).toBe('contact');
    expect(asksForNoticeFact('how can we reach a quorum at the meeting', '')).toBe(false);
    expect(noticeFactAsked("what is the treasurer's number", '')).toBe('contact');
    expect(noticeFactAsked('i need a number, i want to call her', '')).toBe('contact');
    expect(
      asksForNoticeFact('what number of members is needed to call a general assembly', ''),
    ).toBe(false);
  });

  it('knows a constitution records no results of past elections or meetings', () => {
    expect(asksForNoticeFact('how many votes did the president get in the last election', '')).toBe(
      true,
    );
    expect(asksForNoticeFact('what was decided at the previous general assembly', '')).toBe(true);
    // Rules about past elections are still questions for it.
    expect(asksForNoticeFact('can i stand again if i lost the last election', '')).toBe(false);
    expect(asksForNoticeFact('how many votes does a candidate need to win', '')).toBe(false);
  });

  it('knows membership statistics are not in a constitution, unlike counts of offices', () => {
    expect(asksForNoticeFact('how many members does coaz have', '')).toBe(true);
    expect(asksForNoticeFact('How many clinical officers are there in Zambia?', '')).toBe(true);
    expect(asksForNoticeFact('how many members does the council have', '')).toBe(false);
    expect(asksForNoticeFact('how many deputy speakers does the association have', '')).toBe(false);
  });

  it("knows a member's terms of employment are not in a constitution, unless the text gives them", () => {
    expect(asksForNoticeFact('how many days of annual leave does a CO get', '')).toBe(true);
    expect(asksForNoticeFact('is overtime paid for night shifts', '')).toBe(true);
    expect(asksForNoticeFact('what is the salary scale for clinical officers', '')).toBe(true);
    expect(
      asksForNoticeFact('how much maternity leave', 'staff get maternity leave of 90 days'),
    ).toBe(false);
    // Leave to appeal out of time is a rule of procedure, which the constitution does hold.
    expect(asksForNoticeFact('can the committee grant leave to appeal late', '')).toBe(false);
  });

  it('asks when the association was founded only when the text states no year', () => {
    expect(asksForNoticeFact('When was COAZ founded?', 'a body corporate')).toBe(true);
    expect(asksForNoticeFact('who founded coaz', '')).toBe(true);
    expect(asksForNoticeFact('In what year was the association formed?', '')).toBe(true);
    expect(asksForNoticeFact('how old is coaz', '')).toBe(true);
    expect(asksForNoticeFact('when was the association established', 'registered in 1986')).toBe(
      false,
    );
  });

  it('asks for an age limit only when the text states an age in none of its words', () => {
    expect(noticeFactAsked('how old must you be to stand for treasurer', 'a member')).toBe('age');
    expect(noticeFactAsked('is there a maximum age for council members', '')).toBe('age');
    expect(noticeFactAsked('am i too young to vote', '')).toBe('age');
    expect(
      noticeFactAsked('what is the minimum age to join', 'a person of eighteen years of age'),
    ).toBeUndefined();
    expect(noticeFactAsked('age limit for candidates', 'candidates aged 21 and above')).toBe(
      undefined,
    );
    // The association's own age is its founding.
    expect(noticeFactAsked('how old is coaz', '')).toBe('founding');
    // "Page", "stage" and "usage" hold no age.
    expect(noticeFactAsked('what stage must a member reach', '')).toBeUndefined();
  });

  it('asks for a deadline only when the text states no date and no period', () => {
    expect(
      noticeFactAsked('what is the deadline for paying subscriptions', 'fees and levies'),
    ).toBe('deadline');
    expect(noticeFactAsked('by when must i submit a motion', 'a motion shall be submitted')).toBe(
      'deadline',
    );
    expect(
      noticeFactAsked(
        'what is the deadline for an election petition',
        'within seventy-two (72) hours',
      ),
    ).toBeUndefined();
    expect(noticeFactAsked('by when is the report due', 'by 31st March each year')).toBeUndefined();
    // A period needs a number: "every year" sets no deadline.
    expect(noticeFactAsked('whats the deadline for renewal', 'renewed every year')).toBe(
      'deadline',
    );
  });

  it('names the kind of fact asked for, which the decline explains', () => {
    expect(noticeFactAsked('who is the current speaker', '')).toBe('office-holder');
    expect(noticeFactAsked('when is the next agm', '')).toBe('meeting-time');
    expect(noticeFactAsked('when and where is the next general assembly', '')).toBe('meeting-time');
    expect(noticeFactAsked('where n when is the upcoming election', '')).toBe('meeting-time');
    expect(noticeFactAsked('whats the coaz whatsapp number', '')).toBe('contact');
    expect(noticeFactAsked('what were the results of the last election', '')).toBe('past-event');
    expect(noticeFactAsked('how many members does coaz have', '')).toBe('statistic');
    expect(noticeFactAsked('when was coaz founded', '')).toBe('founding');
    expect(
      noticeFactAsked('in which year was the Clinical Officers Association of Zambia formed', ''),
    ).toBe('founding');
    expect(noticeFactAsked('do we get paid overtime', '')).toBe('employment');
    expect(noticeFactAsked('who chairs the council', '')).toBeUndefined();
  });

  it('knows a constitution may list its symbols without describing them', () => {
    const listed = 'The Association shall have the following official symbols: a logo and a motto.';
    expect(noticeFactAsked('What is the association motto?', listed)).toBe('symbol');
    expect(noticeFactAsked('what does the coaz logo look like', listed)).toBe('symbol');
    expect(noticeFactAsked('Which colours are on the logo?', listed)).toBe('symbol');
    expect(noticeFactAsked('what are the colours of the logo', listed)).toBe('symbol');
    expect(noticeFactAsked('What is the motto?', 'Its motto shall be "Care for all".')).toBe(
      undefined,
    );
    // Which symbols it has is the constitution's to say.
    expect(asksForNoticeFact('What are the official symbols of the association?', listed)).toBe(
      false,
    );
  });

  it("knows another body's rules and officers are that body's", () => {
    expect(noticeFactAsked('Does the Ministry of Health employ new graduates?', '')).toBe(
      'other-body',
    );
    expect(noticeFactAsked('who is the dean of the college', '')).toBe('other-body');
    expect(noticeFactAsked('exam fees charged by the university', '')).toBe('other-body');
    expect(noticeFactAsked('who is the minister of health', '')).toBe('other-body');
    expect(noticeFactAsked('how hard is the hpcz licensing exam', '')).toBe('other-body');
    expect(noticeFactAsked('my napsa statement shows gaps, what do i do', '')).toBe('other-body');
    // The glossary gives "ministry" as "government" before the question is read here.
    expect(noticeFactAsked('any vacancies at the government of health', '')).toBe('other-body');
    expect(noticeFactAsked('can i apply to the government for a posting near home', '')).toBe(
      'other-body',
    );
    expect(noticeFactAsked('where do i submit my application to the hpcz', '')).toBe('other-body');
    // The association's own dealings with such a body, or a member's standing with it, are not.
    expect(asksForNoticeFact('Does COAZ work with the Health Professions Council?', '')).toBe(
      false,
    );
    expect(asksForNoticeFact('must i be registered with hpcz to join', '')).toBe(false);
    expect(asksForNoticeFact('can a student at a college join coaz', '')).toBe(false);
  });

  it('knows a constitution holds no opinions', () => {
    expect(noticeFactAsked('what do you think of the amended constitution', '')).toBe('opinion');
    expect(noticeFactAsked('Is the association worth joining?', '')).toBe('opinion');
    expect(noticeFactAsked('which is better, a branch or a district chapter', '')).toBe('opinion');
    // Whether something is fair under its rules is still its question.
    expect(asksForNoticeFact('is it fair to expel a member without hearing them', '')).toBe(false);
  });

  it('knows the names of office holders and the record of past meetings are not in it', () => {
    expect(noticeFactAsked('what is the name of our vice president', '')).toBe('office-holder');
    expect(noticeFactAsked('who is our branch chairperson', '')).toBe('office-holder');
    expect(noticeFactAsked('who are the district representatives in chipata', '')).toBe(
      'office-holder',
    );
    expect(asksForNoticeFact('who are the district representatives', '')).toBe(false);
    expect(noticeFactAsked('When was the previous annual general assembly held?', '')).toBe(
      'past-event',
    );
    expect(noticeFactAsked('how many delegates attended the last conference', '')).toBe(
      'past-event',
    );
    expect(asksForNoticeFact('When is an extraordinary general assembly held?', '')).toBe(false);
    expect(asksForNoticeFact('how many delegates must attend a sitting', '')).toBe(false);
  });

  it('reads a weekday asked for as stated only by a weekday', () => {
    const text = 'The Committee shall meet in January and in July.';
    expect(noticeFactAsked('which day of the week does the committee meet', text)).toBe(
      'meeting-time',
    );
    expect(asksForNoticeFact('which day of the week', 'It meets on the first Monday.')).toBe(false);
  });

  it('leaves using the website and the portal to the site itself', () => {
    expect(noticeFactAsked('i forgot my password', '')).toBe('site-task');
    expect(noticeFactAsked('how do i log in to the member portal', '')).toBe('site-task');
    expect(noticeFactAsked('can i pay my dues online', '')).toBe('site-task');
    expect(noticeFactAsked('where do i get a receipt for my subscription', '')).toBe('site-task');
    // A constitution may speak of receipt in its own sense, and of meetings held online.
    expect(asksForNoticeFact('what happens on receipt of a petition', '')).toBe(false);
    expect(asksForNoticeFact('can i attend the general assembly online', '')).toBe(false);
  });

  it('leaves where and how long clinical officers train to the training institutions', () => {
    expect(noticeFactAsked('where can i study clinical medicine', '')).toBe('training');
    expect(noticeFactAsked('How many years is the degree course?', '')).toBe('training');
    expect(noticeFactAsked('which colleges offer the diploma', '')).toBe('training');
    expect(noticeFactAsked('what schools in the copperbelt teach clinical medicine', '')).toBe(
      'training',
    );
    expect(asksForNoticeFact('How long is the term of office of the President?', '')).toBe(false);
  });

  it('knows a constitution keeps no census, no record and no history of itself', () => {
    expect(noticeFactAsked('how many branches are currently active in lusaka', '')).toBe(
      'statistic',
    );
    expect(noticeFactAsked('how many students does coaz now have', '')).toBe('statistic');
    expect(noticeFactAsked('what decisions did the last council make', '')).toBe('past-event');
    expect(noticeFactAsked("which motions were adopted at last year's conference", '')).toBe(
      'past-event',
    );
    expect(asksForNoticeFact('which motions were adopted by the general assembly', '')).toBe(false);
    expect(noticeFactAsked('Who wrote the constitution?', '')).toBe('history');
    expect(
      noticeFactAsked('when is the deadline for nominations for the coming elections', '30 days'),
    ).toBe('meeting-time');
    // Counts the constitution sets stay its questions.
    expect(asksForNoticeFact('how many members sit on the council', '')).toBe(false);
    expect(asksForNoticeFact('what is the deadline for nominations', 'within 30 days')).toBe(false);
  });
});

describe('asksUnstatedPeriod', () => {
  const withPeriod = 'An appeal shall be lodged within thirty (30) days of the decision.';
  const inWords = 'The Committee shall decide within fourteen days.';
  const without = 'A member may appeal to the Committee against any decision.';

  it('reads a wait or a time limit asked as a length of time', () => {
    expect(asksUnstatedPeriod('how many days do i have to appeal', without)).toBe(true);
    expect(asksUnstatedPeriod('how long must i wait before i can rejoin', without)).toBe(true);
    expect(asksUnstatedPeriod('how soon after the meeting are minutes shared', without)).toBe(true);
    // "Within what time" and "what time frame" ask for a period, not a clock time.
    expect(asksUnstatedPeriod('within what time must an appeal be heard', without)).toBe(true);
    expect(asksUnstatedPeriod('what time frame applies to an appeal', without)).toBe(true);
    expect(asksUnstatedPeriod('within what time must an appeal be heard', withPeriod)).toBe(false);
    expect(noticeFactAsked('within what time must an appeal be heard', without)).toBeUndefined();
    expect(noticeFactAsked('in what time frame is a complaint decided', without)).toBeUndefined();
    expect(noticeFactAsked('what time does the council sit', without)).toBe('meeting-time');
    expect(asksUnstatedPeriod('how many working days does the office take to reply', without)).toBe(
      true,
    );
    expect(asksUnstatedPeriod('how many clear days notice must members get', withPeriod)).toBe(
      false,
    );
  });

  it('counts a period stated in figures or in words', () => {
    expect(asksUnstatedPeriod('how many days do i have to appeal', withPeriod)).toBe(false);
    expect(asksUnstatedPeriod('how long does the committee take to decide', inWords)).toBe(false);
  });

  it('counts a period whose unit a word qualifies', () => {
    const qualified = 'A member of not less than twelve (12) consecutive years may be nominated.';
    expect(asksUnstatedPeriod('how many years before i can be nominated', qualified)).toBe(false);
    expect(
      asksUnstatedPeriod('how many days may an officer be away', 'absent for ten cumulative days'),
    ).toBe(false);
  });

  it('leaves how long an office is held, and other questions, to the other rules', () => {
    expect(asksUnstatedPeriod('how long does the acting president serve', without)).toBe(false);
    expect(asksUnstatedPeriod('how long is the term of office', without)).toBe(false);
    expect(asksUnstatedPeriod('can i appeal a suspension', without)).toBe(false);
  });
});

describe('facts of the moment, of employers and of colleges', () => {
  it('reads who holds an office now, however "now" is put', () => {
    expect(noticeFactAsked('who is currently the treasurer general', '')).toBe('office-holder');
    expect(noticeFactAsked('who is the speaker now?', '')).toBe('office-holder');
    expect(asksForNoticeFact('who elects the speaker now', '')).toBe(false);
    // A relative clause asks about a rule.
    expect(asksForNoticeFact('can a member who holds a party post stand for president', '')).toBe(
      false,
    );
    expect(noticeFactAsked('who holds the office of treasurer', '')).toBe('office-holder');
    expect(noticeFactAsked('who is the treasurer right now and where do they sit', '')).toBe(
      'office-holder',
    );
    // A power or a function is held by an organ, which the constitution names.
    expect(asksForNoticeFact('who holds the power to suspend a branch', '')).toBe(false);
    expect(asksForNoticeFact('who holds such functions when the office is vacant', '')).toBe(false);
    // Running an office is managing it; running for one is standing.
    expect(noticeFactAsked('who is running for president', '')).toBe('office-holder');
    expect(asksForNoticeFact('who is running the branch while the chair is away', '')).toBe(false);
  });

  it('reads where a meeting is held as answered only by a place', () => {
    const dated = 'The estimates shall be laid before the Assembly in January.';
    expect(noticeFactAsked("where will this year's general assembly take place", dated)).toBe(
      'meeting-time',
    );
    expect(
      asksForNoticeFact('where is the council held', 'It sits at its offices in Lusaka.'),
    ).toBe(false);
  });

  it('reads a question in the past tense of last year as asking for a record', () => {
    expect(noticeFactAsked('what did the council resolve last month', '')).toBe('past-event');
    expect(noticeFactAsked('who was elected speaker last year', '')).toBe('past-event');
    expect(asksForNoticeFact('what happens if i was suspended last year', '')).toBe(false);
  });

  it('reads counts of registered clinical officers and the year of adoption as not held', () => {
    expect(noticeFactAsked('how many clinical officers are registered in zambia', '')).toBe(
      'statistic',
    );
    expect(noticeFactAsked('when was the constitution adopted', '')).toBe('history');
    expect(asksForNoticeFact('when was the constitution adopted', 'adopted in 2025')).toBe(false);
  });

  it('leaves allowances and arrears to employers, and intakes to colleges', () => {
    expect(noticeFactAsked('my rural hardship allowance was stopped, what can i do', '')).toBe(
      'employment',
    );
    expect(noticeFactAsked('how do i claim salary arrears', '')).toBe('employment');
    expect(noticeFactAsked('which month is the intake', '')).toBe('training');
    expect(noticeFactAsked('how do i get admission to a college', '')).toBe('training');
    expect(asksForNoticeFact('what sitting allowance do committee members get', '')).toBe(false);
  });

  it('reads a term of employment as the story when the association is asked to act on it', () => {
    expect(noticeFactAsked('is overtime paid for night shifts', '')).toBe('employment');
    expect(
      noticeFactAsked('they make us work night shifts unpaid, will the association help us', ''),
    ).toBeUndefined();
    expect(
      noticeFactAsked('our overtime was cut; what protection does the constitution offer', ''),
    ).toBeUndefined();
  });

  it('reads another body as the story when the member asks about their place in the association', () => {
    expect(
      noticeFactAsked('does the health professions council of zambia renew licences', ''),
    ).toBe('other-body');
    expect(
      noticeFactAsked(
        'my health professions council of zambia registration lapsed, am i still a coaz member',
        '',
      ),
    ).toBeUndefined();
  });
});

describe('asksWhenMeeting', () => {
  it.each([
    'when is the annual conference',
    'so when do the district elections take place?',
    'whn is the general assembly, pls',
    'The chair resigned; when will the council meet to replace her?',
  ])('reads %j as asking when a meeting is', (question) => {
    expect(asksWhenMeeting(question)).toBe(true);
  });

  it.each([
    // "When" as a conjunction, and a question on something else.
    'what is done when an assembly has no quorum',
    'who calls a meeting of the council',
  ])('reads %j as asking something else', (question) => {
    expect(asksWhenMeeting(question)).toBe(false);
  });
});
