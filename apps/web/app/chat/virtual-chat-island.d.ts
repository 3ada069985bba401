declare module 'virtual:coaz-chat-island' {
  /** The address of the chat island's bundle (chat-island.tsx), as the client build holds it. */
  const chatIslandUrl: string;
  export default chatIslandUrl;
}
