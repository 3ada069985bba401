export type { ChatHistoryStorage } from './chat-history-storage';
export { ChatLauncher, type ChatLauncherProps } from './chat-launcher/chat-launcher';
export type { ChatLinkComponent, ChatLinkProps } from './chat-link';
export type { ChatAskOptions, ChatService } from './chat-service';
export { ChatWidget, type ChatWidgetProps } from './chat-widget/chat-widget';
export {
  type ChatWidgetTexts,
  defaultChatWidgetTexts,
  type QuickQuestion,
} from './chat-widget-texts';
