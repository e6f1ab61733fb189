import { webcrypto } from 'node:crypto';
import { createSecretVault, memoryKeyStore, SECRET_STORAGE_KEY } from './secret-vault';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;

describe('secret vault', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the secret only encrypted, and gives it back', async () => {
    const keyStore = memoryKeyStore();
    const vault = createSecretVault({ keyStore, subtle });
    await vault.save('Demo1234!');
    const stored = localStorage.getItem(SECRET_STORAGE_KEY) ?? '';
    expect(stored).not.toContain('Demo1234');
    expect(stored).not.toContain(btoa('Demo1234!'));
    expect(await vault.read()).toBe('Demo1234!');
    const key = await keyStore.get();
    expect(key?.extractable).toBe(false);
  });

  it('cannot be read without its key, and clear removes both', async () => {
    const keyStore = memoryKeyStore();
    const vault = createSecretVault({ keyStore, subtle });
    await vault.save('secret-one');
    expect(await createSecretVault({ keyStore: memoryKeyStore(), subtle }).read()).toBeNull();
    await vault.clear();
    expect(localStorage.getItem(SECRET_STORAGE_KEY)).toBeNull();
    expect(await keyStore.get()).toBeUndefined();
    expect(await vault.read()).toBeNull();
  });
});
