/** One message of a chat-completion conversation. */
export interface ProviderMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * A language model that can phrase answers. The engine gives it the retrieved passages and the
 * question; an error or timeout makes the engine fall back to its extractive answer.
 */
export interface AnswerProvider {
  /** Provider name reported in `metadata.provider`, such as `openai-compatible`. */
  readonly name: string;
  /** Model name reported in `metadata.model` and `ragMetadata.model`. */
  readonly model: string;
  /**
   * The model's reply to the conversation.
   * @throws {ProviderError} when the endpoint fails, times out or answers without text.
   */
  complete(messages: readonly ProviderMessage[]): Promise<string>;
}
