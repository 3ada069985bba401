// The popular-english-words package ships no types; only what english-lookalikes.test.ts uses.
declare module 'popular-english-words' {
  export const words: {
    /** The `count` words most used on English Wikipedia, most used first. */
    getMostPopular(count: number): string[];
  };
}
