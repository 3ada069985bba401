export {
  type ChatClient,
  type ChatClientOptions,
  type ChatHealth,
  createChatClient,
} from './chat/chat-client';
export type {
  ChatHighlight,
  ChatProviderMetadata,
  ChatReply,
  ChatRequest,
  ChatResponseType,
  ChatSource,
  RagMetadata,
} from './chat/chat-types';
