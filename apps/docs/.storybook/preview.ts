import '@coaz/ui-kit/styles.css';
import type { Preview, ReactRenderer } from '@storybook/react-vite';
import type { ArgTypesEnhancer } from 'storybook/internal/types';
import { docCommentMarkdown } from '../src/doc-comment-markdown';

/** What react-docgen attaches to a component: its doc comment and each prop's, tags and all. */
interface DocumentedComponent {
  __docgenInfo?: { description?: string; props?: Record<string, { description?: string }> };
}

const docgenOf = (component: unknown) => (component as DocumentedComponent | null)?.__docgenInfo;

/** Each prop's row reads its `@example` as code; Storybook's own reading of the comment drops it. */
const examplesInPropRows: ArgTypesEnhancer<ReactRenderer> = ({ argTypes, component }) => {
  const props = docgenOf(component)?.props;
  if (!props) return argTypes;
  return Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const comment = props[name]?.description;
      return [
        name,
        comment
          ? { ...argType, description: docCommentMarkdown(comment, { otherTags: 'drop' }) }
          : argType,
      ];
    }),
  );
};

const preview: Preview = {
  // Every component gets a Docs page: its description, every story and the props table read
  // from the doc comments.
  tags: ['autodocs'],
  argTypesEnhancers: [examplesInPropRows],
  parameters: {
    // The description above a component's stories, with its `@example` as code (doc-comment-markdown.ts).
    docs: {
      extractComponentDescription: (component: unknown) =>
        docCommentMarkdown(docgenOf(component)?.description ?? '', { otherTags: 'keep' }),
    },
    // Accessibility violations fail the story tests instead of only showing in the panel.
    a11y: { test: 'error' },
    layout: 'padded',
    // A developer arriving at /storybook/ lands on the first entry: the Introduction, which says
    // how to install each package, rather than the API client page, first in alphabetical order.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Packages without components',
          'API client',
          'UI Kit',
          'Chat Widget',
        ],
      },
    },
  },
};

export default preview;
