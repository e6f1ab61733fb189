import { resetSessionPort } from 'shared-api';
import { resetLobby } from './src/testing/reset-lobby';

beforeEach(() => resetLobby());
// The fake lobby provider gives PLAYER's token through the session port; no test inherits it.
afterEach(() => resetSessionPort());
