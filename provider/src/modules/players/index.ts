// The players module's surface: accounts, profiles, email permit and QuickPlay links.
export {
  cashierCredential, changePasswordHash, findPlayerByEmail, findPlayerByIdentifier, getPlayer, getPlayerClass, insertPlayer, isEmailTaken, isLoginTaken,
  isPlayerRef, isProfileComplete, lockPlayer, playerIdentity, playerLogins, recordDeposit, setEmailPermit, updatePlayerColumns,
} from './player-service';
export type { PlayerRow } from './player-row';
export { findPlayerByQuickPlayHash, rotateQuickPlayHash } from './quickplay-service';
