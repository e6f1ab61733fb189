// The players module's surface: accounts, profiles, email permit and QuickPlay links.
export { playersModule } from './players-module';
export {
  cashierCredential, changePasswordHash, findPlayerByEmail, findPlayerByIdentifier, getPlayer, insertPlayer, isEmailTaken, isLoginTaken,
  isPlayerRef, isProfileComplete, lockPlayerForMoney, recordDeposit, setEmailPermit, updatePlayerColumns, type PlayerRow,
} from './player-service';
export { findPlayerByQuickPlayHash, rotateQuickPlayHash } from './quickplay-service';
