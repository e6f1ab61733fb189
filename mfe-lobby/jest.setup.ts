import { resetLobby } from './src/testing/reset-lobby';

beforeEach(() => resetLobby());
