import { expect, it } from 'vitest';
import { docCommentMarkdown } from './doc-comment-markdown';

// FileInput's own comment: on its Docs page the example showed as '@example National
// registration card', the `<label>` read as HTML and the `<FileInput>` gone.
const fileInputComment = [
  "A file input whose chooser button has the kit's look.",
  '',
  'The same look is the class `coaz-file-input`.',
  '',
  '@example',
  '<label htmlFor="nrc">National registration card</label>',
  '<FileInput id="nrc" name="nrc" />',
].join('\n');

it("writes a component's @example as a code block under its words", () => {
  expect(docCommentMarkdown(fileInputComment, { otherTags: 'keep' })).toBe(
    [
      "A file input whose chooser button has the kit's look.",
      '',
      'The same look is the class `coaz-file-input`.',
      '',
      '```tsx',
      '<label htmlFor="nrc">National registration card</label>',
      '<FileInput id="nrc" name="nrc" />',
      '```',
    ].join('\n'),
  );
});

it('takes an example written on the tag’s own line, and each of several', () => {
  const comment =
    'Where the box sends its text.\n@example action="/search"\n@example action="/find"';
  expect(docCommentMarkdown(comment, { otherTags: 'drop' })).toBe(
    'Where the box sends its text.\n\n```tsx\naction="/search"\n```\n\n```tsx\naction="/find"\n```',
  );
});

it("drops a prop's other tags, which the props table shows in columns of its own", () => {
  const comment = 'Start expanded.\n@default false';
  expect(docCommentMarkdown(comment, { otherTags: 'drop' })).toBe('Start expanded.');
  expect(docCommentMarkdown(comment, { otherTags: 'keep' })).toBe(
    'Start expanded.\n\n@default false',
  );
});

it('writes a {@link} as the name it links to, as code', () => {
  expect(docCommentMarkdown('Usually opens the {@link PersonDialog}.', { otherTags: 'drop' })).toBe(
    'Usually opens the `PersonDialog`.',
  );
  expect(docCommentMarkdown('See {@link Tabs the tabs}.', { otherTags: 'drop' })).toBe(
    'See `Tabs`.',
  );
});

it('leaves an address with an @ in the words as it is', () => {
  const comment = 'Write to info@example.org for help.';
  expect(docCommentMarkdown(comment, { otherTags: 'keep' })).toBe(comment);
});
