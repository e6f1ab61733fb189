// The session module's surface: whether a session is live, its activity, and tokens issued to a player.
export {
  findLiveSession, findLiveSessionByHash, issuePlayerToken, liveSession, liveTokenSession, noteSessionActivity, playerSessionsOverlapping,
  previousLoginAt, sessionLogin,
} from './session-service';
