import { hasStoredChat } from './stored-chat';

const storageWith = (keys: string[]): Pick<Storage, 'length' | 'key'> => ({ length: keys.length, key: (index) => keys[index] ?? null });

describe('hasStoredChat', () => {
  it('is true when the chat has kept anything: a conversation, unsent messages or a visitor', () => {
    expect(hasStoredChat(storageWith(['casino.lobby', 'casino.chat.active.player:demoplayer']))).toBe(true);
    expect(hasStoredChat(storageWith(['casino.chat.outbox.visitor']))).toBe(true);
    expect(hasStoredChat(storageWith(['casino.chat.visitor']))).toBe(true);
  });

  it('is false for a browser that never chatted', () => {
    expect(hasStoredChat(storageWith([]))).toBe(false);
    expect(hasStoredChat(storageWith(['casino.lobby', 'casino.rewards', 'casino.session']))).toBe(false);
    expect(hasStoredChat(undefined)).toBe(false);
  });

  it('leaves the decision to the chat when storage cannot be read', () => {
    const refused = { get length(): number { throw new Error('SecurityError'); }, key: () => null };
    expect(hasStoredChat(refused)).toBe(true);
  });
});
