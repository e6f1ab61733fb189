export { LobbyPage } from '../games/lobby-page';
