// The players module's surface: accounts, profiles, email permit and QuickPlay links.
export {
  cashierCredential, changePasswordHash, findPlayerByEmail, findPlayerByIdentifier, getPlayer, insertPlayer, isEmailTaken, isLoginTaken,
  isPlayerRef, isProfileComplete, lockPlayer, recordDeposit, setEmailPermit, updatePlayerColumns, type PlayerRow,
} from './player-service';
export { findPlayerByQuickPlayHash, rotateQuickPlayHash } from './quickplay-service';
