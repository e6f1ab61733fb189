// The support module's surface: live chat and the host desk.
export { supportModule } from './support-routes';
