// The session module's surface: login, tokens, lockout, captcha, and whether a session is live.
export { sessionModule } from './session-module';
export {
  findLiveSession, findLiveSessionByHash, issuePlayerToken, liveSession, liveTokenSession, noteSessionActivity, playerSessionsOverlapping,
  previousLoginAt, sessionStartedAt,
} from './session-service';
export { CAPTCHA_HEADER, createCaptchaService, type CaptchaService } from './captcha-service';
export { confirmCurrentPassword } from './auth-service';
