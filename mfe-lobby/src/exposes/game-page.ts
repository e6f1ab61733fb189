export { GamePage } from '../game-page/game-page';
