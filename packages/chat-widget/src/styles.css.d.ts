// The types of `@coaz/chat-widget/styles.css`, copied to dist by the build. A stylesheet has no exports;
// this file lets a TypeScript 6 project without a bundler's `*.css` declarations typecheck
// `import '@coaz/chat-widget/styles.css'` (side-effect imports are checked by default).
export {};
