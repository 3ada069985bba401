/**
 * A doc comment as react-docgen hands it to Storybook (the text between `/**` and `*\/`, tags and
 * all), written as the Markdown a Docs page shows. Storybook reads only `@param`, `@returns`,
 * `@deprecated` and `@ignore`: a component's description printed `@example` as words, and its JSX
 * as HTML (`<label>` showed as a bare label and the component vanished), while a prop's row left
 * its example out. Here each `@example` is a fenced code block, and `{@link Name}` is `Name` as
 * code.
 */
export function docCommentMarkdown(
  comment: string,
  { otherTags }: { otherTags: 'keep' | 'drop' },
): string {
  const blocks: string[] = [];
  let current: string[] = [];
  let tag: string | undefined;
  const close = () => {
    const text = current.join('\n').trim();
    if (tag === undefined) {
      if (text) blocks.push(linksAsCode(text));
    } else if (tag === 'example') {
      if (text) blocks.push(`\`\`\`tsx\n${text}\n\`\`\``);
    } else if (otherTags === 'keep') {
      blocks.push(`@${tag} ${linksAsCode(text)}`.trim());
    }
  };
  for (const line of comment.split('\n')) {
    const tagLine = /^\s*@([a-zA-Z]+)\b ?(.*)$/.exec(line);
    if (tagLine) {
      close();
      tag = tagLine[1];
      current = tagLine[2] ? [tagLine[2]] : [];
    } else {
      current.push(line);
    }
  }
  close();
  return blocks.join('\n\n');
}

/** `{@link PersonDialog}` and `{@link PersonDialog the dialog}` as `` `PersonDialog` ``. */
function linksAsCode(text: string): string {
  return text.replace(/\{@link\s+([^\s}]+)[^}]*\}/g, '`$1`');
}
