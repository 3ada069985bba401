// The past forms of common English irregular verbs, each with its base form, so that a question's
// "lost" meets the constitution's "losing", "held" meets "hold" and "paid" meets "pay": Porter
// stemming folds regular endings only. Forms that are also other words ("left", "saw", "found",
// "felt", "rose", "lay", "lead", "spoke", "bore", "ground", "wound", "fell", "meant") are left
// out: read as a verb they would change what the constitution says. A lemmatizer from the registry
// (wink-lemmatizer, with WordNet's exception lists in wink-lexicon, 13 MB unpacked) maps every such
// form, the ambiguous ones too; sixty verbs written here cover what members write.
const FORMS: Record<string, readonly string[]> = {
  arise: ['arose', 'arisen'],
  become: ['became'],
  begin: ['began', 'begun'],
  break: ['broke', 'broken'],
  bring: ['brought'],
  build: ['built'],
  buy: ['bought'],
  catch: ['caught'],
  choose: ['chose', 'chosen'],
  come: ['came'],
  deal: ['dealt'],
  do: ['did', 'done'],
  drive: ['drove', 'driven'],
  eat: ['ate', 'eaten'],
  fight: ['fought'],
  flee: ['fled'],
  forbid: ['forbade', 'forbidden'],
  forget: ['forgot', 'forgotten'],
  forgive: ['forgave', 'forgiven'],
  freeze: ['froze', 'frozen'],
  get: ['got', 'gotten'],
  give: ['gave', 'given'],
  go: ['went', 'gone'],
  grow: ['grew', 'grown'],
  have: ['had'],
  hear: ['heard'],
  hide: ['hid', 'hidden'],
  hold: ['held'],
  keep: ['kept'],
  know: ['knew', 'known'],
  lend: ['lent'],
  lose: ['lost'],
  make: ['made'],
  meet: ['met'],
  pay: ['paid'],
  run: ['ran'],
  say: ['said'],
  see: ['seen'],
  seek: ['sought'],
  sell: ['sold'],
  send: ['sent'],
  sit: ['sat'],
  speak: ['spoken'],
  spend: ['spent'],
  stand: ['stood'],
  steal: ['stole', 'stolen'],
  strike: ['struck', 'stricken'],
  swear: ['swore', 'sworn'],
  take: ['took', 'taken'],
  teach: ['taught'],
  tell: ['told'],
  think: ['thought'],
  throw: ['threw', 'thrown'],
  understand: ['understood'],
  undertake: ['undertook', 'undertaken'],
  uphold: ['upheld'],
  win: ['won'],
  withdraw: ['withdrew', 'withdrawn'],
  withhold: ['withheld'],
  write: ['wrote', 'written'],
};

const BASE_OF = new Map(
  Object.entries(FORMS).flatMap(([base, forms]) => forms.map((form) => [form, base] as const)),
);

/** The base form of an irregular verb's past form ("held" → "hold"), or the word as given. */
export function baseOfIrregular(word: string): string {
  return BASE_OF.get(word) ?? word;
}
