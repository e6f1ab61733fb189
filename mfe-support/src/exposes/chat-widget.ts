export { ChatWidget } from '../chat/chat-widget';
