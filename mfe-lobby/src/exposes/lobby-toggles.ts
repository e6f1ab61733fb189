export { LobbyToggles } from '../toggles/lobby-toggles';
