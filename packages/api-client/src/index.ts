export {
  type ChatClient,
  type ChatClientOptions,
  type ChatHealth,
  createChatClient,
} from './chat/chat-client';
