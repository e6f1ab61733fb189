export { GameLauncher } from '../game-launch/game-launcher';
