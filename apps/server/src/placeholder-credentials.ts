/**
 * The providers' credentials production reads. Each is required by the provider chosen, and an
 * example's stand-in for one (the README's `...`) passes that test: the server started, and the
 * first payment, SMS or mail failed in front of a member.
 */
const CREDENTIAL_SETTINGS = [
  'MTN_MOMO_SUBSCRIPTION_KEY',
  'MTN_MOMO_API_USER',
  'MTN_MOMO_API_KEY',
  'AIRTEL_MONEY_CLIENT_ID',
  'AIRTEL_MONEY_CLIENT_SECRET',
  'AFRICAS_TALKING_USERNAME',
  'AFRICAS_TALKING_API_KEY',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'OPENAI_API_KEY',
] as const;

/**
 * Whether a value is what examples write in place of a credential: only filler characters
 * (`...`, `xxx`, `***`), a value ending or starting in an ellipsis (`sk-...`), a bracketed
 * description (`<api key>`, `[key]`, `{key}`), a sentence for the reader (`your-api-key`,
 * `change-me`, `replace_me`) or a word no provider issues (`secret`, `password`, `todo`).
 */
export function isPlaceholder(value: string): boolean {
  const text = value.trim();
  return (
    /^[.*x?_-]+$/i.test(text) ||
    /^\.\.\.|\.\.\.$|…/.test(text) ||
    /^<.*>$|^\[.*\]$|^\{.*\}$/.test(text) ||
    /^your[-_ ]|^(change|replace|fill)[-_ ]?(me|this|in)\b/i.test(text) ||
    /^(secret|password|passwd|todo|tbd|fixme|example|placeholder|dummy|none|null|undefined)$/i.test(
      text,
    )
  );
}

/**
 * The settings of `env` that hold an example's placeholder where production needs a credential:
 * the providers' keys and user names, and the password in `DATABASE_URL` (the README's example
 * says `secret`). The values are never repeated: a real one might be mistaken for a placeholder.
 */
export function placeholderCredentials(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  for (const name of CREDENTIAL_SETTINGS) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '' && isPlaceholder(value)) {
      problems.push(
        `${name} holds an example's placeholder, not a credential: set the value the provider issued`,
      );
    }
  }
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl && URL.canParse(databaseUrl)) {
    const written = new URL(databaseUrl).password;
    const password = safeDecode(written);
    if (password !== '' && isPlaceholder(password)) {
      problems.push(
        "DATABASE_URL's password is an example's placeholder: give the database user a password of its own",
      );
    }
  }
  return problems;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
