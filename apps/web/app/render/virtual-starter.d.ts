declare module 'virtual:coaz-starter' {
  /** The page starter's text, as the build inlines it into every public page. */
  const starterSource: string;
  export default starterSource;
}
