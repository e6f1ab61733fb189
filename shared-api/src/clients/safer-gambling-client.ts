import type {
  ActivityStatement, LimitChangeBody, LimitRef, PasswordSelfExclusionBody, RealityCheckAnswerBody, RealityCheckMinutes, RestrictionAnswer, SaferGamblingState,
  SelfExclusionBody, StatementQuery, TimeOutDuration,
} from 'shared-contract';
import { CAPTCHA_TOKEN_HEADER } from 'shared-contract/constants';
import { callProvider } from '../call-provider';
import type { Contract } from '../contract-loader';

/** The safer-gambling tools: limits, reality check, time-out, self-exclusion and the activity statement. */
export const saferGamblingClient = {
  /** GET /937/players/{pid}/safer-gambling */
  state: (pid: number): Promise<SaferGamblingState> => callProvider((contract: Contract) => contract.saferGamblingEndpoints.state, { params: { pid } }),
  /** PUT …/limits: lowering or setting applies at once, raising or removing becomes pending. */
  changeLimit: (pid: number, change: LimitChangeBody): Promise<SaferGamblingState> =>
    callProvider((contract: Contract) => contract.saferGamblingEndpoints.changeLimit, { params: { pid }, body: change }),
  /** POST …/limits/confirm: a pending raise or removal, once confirmable. */
  confirmLimit: (pid: number, limit: LimitRef): Promise<SaferGamblingState> =>
    callProvider((contract: Contract) => contract.saferGamblingEndpoints.confirmLimit, { params: { pid }, body: limit }),
  /** POST …/limits/withdraw: the limit in force stays. */
  withdrawLimitChange: (pid: number, limit: LimitRef): Promise<SaferGamblingState> =>
    callProvider((contract: Contract) => contract.saferGamblingEndpoints.withdrawLimitChange, { params: { pid }, body: limit }),
  /** PUT …/reality-check: every 15, 30 or 60 minutes of a session. */
  setRealityCheck: (pid: number, intervalMinutes: RealityCheckMinutes): Promise<SaferGamblingState> =>
    callProvider((contract: Contract) => contract.saferGamblingEndpoints.realityCheck, { params: { pid }, body: { interval_minutes: intervalMinutes } }),
  /** POST …/reality-check/answer */
  answerRealityCheck: (pid: number, answer: RealityCheckAnswerBody['answer']): Promise<SaferGamblingState> =>
    callProvider((contract: Contract) => contract.saferGamblingEndpoints.answerRealityCheck, { params: { pid }, body: { answer } }),
  /** POST …/time-out: ends every session of the player. */
  timeOut: (pid: number, duration: TimeOutDuration): Promise<RestrictionAnswer> =>
    callProvider((contract: Contract) => contract.saferGamblingEndpoints.timeOut, { params: { pid }, body: { duration } }),
  /** POST …/self-exclusion: ends every session of the player. */
  selfExclude: (pid: number, body: SelfExclusionBody): Promise<RestrictionAnswer> =>
    callProvider((contract: Contract) => contract.saferGamblingEndpoints.selfExclusion, { params: { pid }, body }),
  /**
   * POST /937/login/self-exclusion with the captcha solution: the self-exclusion a player on a time-out
   * can still take, with the login and password; it opens no session. The login is sent as the login form sends it.
   */
  selfExcludeWithPassword: (body: PasswordSelfExclusionBody, captchaToken: string): Promise<RestrictionAnswer> =>
    callProvider((contract: Contract) => contract.saferGamblingEndpoints.passwordSelfExclusion, {
      body: { ...body, login: body.login.trim().toLowerCase() },
    }, { headers: { [CAPTCHA_TOKEN_HEADER]: captchaToken } }),
  /** GET …/statement?by=&from=&to= */
  statement: (pid: number, query: StatementQuery): Promise<ActivityStatement> =>
    callProvider((contract: Contract) => contract.saferGamblingEndpoints.statement, { params: { pid }, query }),
};
