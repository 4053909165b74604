// The chat domain's public face: what other domains may use (docs/architecture.md, "Rules that keep the shape").
export type { ChatService } from './chat-service.js';
